# Synthesized by cuagent (bench.synth.compose), seed=13, scale=large.
# ops: conv3d -> activation:silu -> tensor_arith:mul_input -> diff -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 128, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv3d_0(x)
        x = F.silu(x)
        x = x * y1
        x = torch.diff(x, dim=3)
        x = F.pairwise_distance(x, y2)
        return x


def get_inputs():
    x = torch.randn(32, 64, 96, 96, 48)
    y1 = torch.randn(32, 128, 96, 96, 48)
    y2 = torch.randn(32, 128, 96, 95, 48)
    return [x, y1, y2]


def get_init_inputs():
    return []
