# Synthesized by cuagent (bench.synth.compose), seed=139, scale=large.
# ops: conv3d -> activation2:relu6 -> binary:lerp -> softmax:log_softmax -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 64, kernel_size=1, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = F.relu6(x)
        x = torch.lerp(x, y1, 0.3)
        x = torch.log_softmax(x, dim=1)
        x = torch.cumsum(x, dim=4)
        return x


def get_inputs():
    x = torch.randn(64, 128, 48, 96, 48)
    y1 = torch.randn(64, 64, 24, 48, 24)
    return [x, y1]


def get_init_inputs():
    return []
