# Synthesized by cuagent (bench.synth.compose), seed=416, scale=h200.
# ops: sdpa -> qk_scores -> reduce:mean -> activation:tanh -> masked_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_4_mask", torch.tril(torch.ones(512, 512)))

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.0884
        x = torch.mean(x, dim=1, keepdim=False)
        x = torch.tanh(x)
        x = torch.softmax(x.masked_fill(self.masked_softmax_4_mask == 0, float("-inf")), dim=-1)
        return x


def get_inputs():
    x = torch.randn(32, 16, 512, 128)
    y1 = torch.randn(32, 16, 512, 128)
    y2 = torch.randn(32, 16, 512, 128)
    y3 = torch.randn(32, 16, 512, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
