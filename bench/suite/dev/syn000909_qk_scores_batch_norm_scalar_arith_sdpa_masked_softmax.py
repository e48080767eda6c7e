# Synthesized by cuagent (bench.synth.compose), seed=909, scale=h200.
# ops: qk_scores -> batch_norm -> scalar_arith -> sdpa -> masked_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm2d(64)
        self.register_buffer("masked_softmax_4_mask", torch.tril(torch.ones(256, 256)))

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = self.batch_norm_1(x)
        x = x / 0.1
        x = F.scaled_dot_product_attention(x, y2, y3, is_causal=True)
        x = torch.softmax(x.masked_fill(self.masked_softmax_4_mask == 0, float("-inf")), dim=-1)
        return x


def get_inputs():
    x = torch.randn(32, 64, 256, 256)
    y1 = torch.randn(32, 64, 256, 256)
    y2 = torch.randn(32, 64, 256, 256)
    y3 = torch.randn(32, 64, 256, 256)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
