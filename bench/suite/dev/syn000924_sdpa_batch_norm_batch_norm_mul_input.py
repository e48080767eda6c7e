# Synthesized by cuagent (bench.synth.compose), seed=924, scale=h200.
# ops: sdpa -> batch_norm -> batch_norm -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm2d(32)
        self.batch_norm_2 = nn.BatchNorm2d(32)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.batch_norm_1(x)
        x = self.batch_norm_2(x)
        x = x * y3
        return x


def get_inputs():
    x = torch.randn(32, 32, 256, 256)
    y1 = torch.randn(32, 32, 256, 256)
    y2 = torch.randn(32, 32, 256, 256)
    y3 = torch.randn(32, 32, 256, 256)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
