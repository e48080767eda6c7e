# Synthesized by cuagent (bench.synth.compose), seed=63, scale=large.
# ops: conv3d -> activation:silu -> max_pool3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 128, kernel_size=1, stride=1, padding=0, bias=False)
        self.max_pool3d_2 = nn.MaxPool3d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = F.silu(x)
        x = self.max_pool3d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 48, 48, 64)
    return [x]


def get_init_inputs():
    return []
