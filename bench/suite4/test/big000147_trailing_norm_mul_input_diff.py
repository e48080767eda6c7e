# Synthesized by cuagent (bench.synth.compose), seed=147, scale=large.
# ops: trailing_norm -> tensor_arith:mul_input -> diff
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.trailing_norm_0 = nn.LayerNorm((64, 32, 32))

    def forward(self, x, y1):
        x = self.trailing_norm_0(x)
        x = x * y1
        x = torch.diff(x, dim=3)
        return x


def get_inputs():
    x = torch.randn(128, 128, 64, 32, 32)
    y1 = torch.randn(128, 128, 64, 32, 32)
    return [x, y1]


def get_init_inputs():
    return []
