# Synthesized by cuagent (bench.synth.compose), seed=316, scale=large.
# ops: conv3d -> cat -> activation:silu -> max_pool3d -> scan:reverse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 32, kernel_size=3, stride=1, padding=0, bias=False)
        self.max_pool3d_3 = nn.MaxPool3d(kernel_size=3, stride=2)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = torch.cat([x, y1], dim=1)
        x = F.silu(x)
        x = self.max_pool3d_3(x)
        x = torch.cumsum(x.flip(1), dim=1).flip(1)
        return x


def get_inputs():
    x = torch.randn(32, 256, 64, 48, 48)
    y1 = torch.randn(32, 16, 62, 46, 46)
    return [x, y1]


def get_init_inputs():
    return []
