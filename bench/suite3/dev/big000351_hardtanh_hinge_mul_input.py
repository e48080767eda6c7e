# Synthesized by cuagent (bench.synth.compose), seed=351, scale=large.
# ops: activation2:hardtanh -> loss:hinge -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.hardtanh(x, min_val=-0.5, max_val=1.5)
        x = torch.clamp(1.0 - x * torch.sign(y1), min=0.0)
        x = x * y2
        return x


def get_inputs():
    x = torch.randn(256, 1024, 4096)
    y1 = torch.randn(256, 1024, 4096)
    y2 = torch.randn(256, 1024, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
