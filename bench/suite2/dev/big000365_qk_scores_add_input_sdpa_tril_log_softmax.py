# Synthesized by cuagent (bench.synth.compose), seed=365, scale=large.
# ops: qk_scores -> tensor_arith:add_input -> sdpa -> layout:tril -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3, y4):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = x + y2
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=True)
        x = torch.tril(x, diagonal=-2)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 512)
    y1 = torch.randn(32, 256, 256, 512)
    y2 = torch.randn(32, 256, 256, 256)
    y3 = torch.randn(32, 256, 256, 256)
    y4 = torch.randn(32, 256, 256, 256)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
