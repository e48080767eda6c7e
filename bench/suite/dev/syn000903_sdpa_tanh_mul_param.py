# Synthesized by cuagent (bench.synth.compose), seed=903, scale=h200.
# ops: sdpa -> activation:tanh -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(16, 1, 1))

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.tanh(x)
        x = x * self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(16, 16, 1024, 128)
    y1 = torch.randn(16, 16, 1024, 128)
    y2 = torch.randn(16, 16, 1024, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
