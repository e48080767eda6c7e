# Synthesized by cuagent (bench.synth.compose), seed=117, scale=large.
# ops: conv3d -> tensor_arith:mul_input -> avg_pool3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 256, kernel_size=1, stride=1, padding=0, bias=True)
        self.avg_pool3d_2 = nn.AvgPool3d(kernel_size=3, stride=2)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = x * y1
        x = self.avg_pool3d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 32, 32, 64)
    y1 = torch.randn(64, 256, 32, 32, 64)
    return [x, y1]


def get_init_inputs():
    return []
