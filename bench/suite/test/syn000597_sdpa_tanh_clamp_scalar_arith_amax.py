# Synthesized by cuagent (bench.synth.compose), seed=597, scale=h200.
# ops: sdpa -> activation:tanh -> clamp -> scalar_arith -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.tanh(x)
        x = torch.clamp(x, min=-0.5, max=2.0)
        x = x * 3.0
        x = torch.amax(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 16, 1024, 64)
    y1 = torch.randn(32, 16, 1024, 64)
    y2 = torch.randn(32, 16, 1024, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
