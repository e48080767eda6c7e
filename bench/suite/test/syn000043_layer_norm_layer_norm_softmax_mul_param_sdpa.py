# Synthesized by cuagent (bench.synth.compose), seed=43, scale=h200.
# ops: layer_norm -> layer_norm -> softmax:softmax -> tensor_arith:mul_param -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_0 = nn.LayerNorm(128)
        self.layer_norm_1 = nn.LayerNorm(128)
        self.tensor_arith_3 = nn.Parameter(1.0 + 0.1 * torch.randn(16, 1, 1))

    def forward(self, x, y1, y2):
        x = self.layer_norm_0(x)
        x = self.layer_norm_1(x)
        x = torch.softmax(x, dim=1)
        x = x * self.tensor_arith_3
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        return x


def get_inputs():
    x = torch.randn(16, 16, 512, 128)
    y1 = torch.randn(16, 16, 512, 128)
    y2 = torch.randn(16, 16, 512, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
