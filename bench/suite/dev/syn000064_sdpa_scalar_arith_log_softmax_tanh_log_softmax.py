# Synthesized by cuagent (bench.synth.compose), seed=64, scale=h200.
# ops: sdpa -> scalar_arith -> softmax:log_softmax -> activation:tanh -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = x - 0.5
        x = torch.log_softmax(x, dim=-1)
        x = torch.tanh(x)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 16, 1024, 64)
    y1 = torch.randn(32, 16, 1024, 64)
    y2 = torch.randn(32, 16, 1024, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
