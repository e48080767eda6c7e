# Synthesized by cuagent (bench.synth.compose), seed=27, scale=large.
# ops: qk_scores -> scalar_arith -> clamp -> activation2:gelu_tanh -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = x + 0.5
        x = torch.clamp(x, min=-0.5, max=2.0)
        x = F.gelu(x, approximate="tanh")
        x = F.normalize(x + y2, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 32, 512, 256)
    y1 = torch.randn(128, 32, 512, 256)
    y2 = torch.randn(128, 32, 512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
