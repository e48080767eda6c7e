# Synthesized by cuagent (bench.synth.compose), seed=606, scale=h200.
# ops: sdpa -> activation:tanh -> activation:elu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.tanh(x)
        x = F.elu(x, alpha=1.0)
        return x


def get_inputs():
    x = torch.randn(32, 16, 512, 128)
    y1 = torch.randn(32, 16, 512, 128)
    y2 = torch.randn(32, 16, 512, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
