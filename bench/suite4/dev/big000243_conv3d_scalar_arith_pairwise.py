# Synthesized by cuagent (bench.synth.compose), seed=243, scale=large.
# ops: conv3d -> scalar_arith -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 128, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = x * 3.0
        x = F.pairwise_distance(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 128, 96, 32, 96)
    y1 = torch.randn(32, 128, 96, 32, 96)
    return [x, y1]


def get_init_inputs():
    return []
