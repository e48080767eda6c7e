# Synthesized by cuagent (bench.synth.compose), seed=166, scale=h200.
# ops: sdpa -> reduce:logsumexp -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=3, stride=2)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.logsumexp(x, dim=3, keepdim=False)
        x = self.max_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 16, 1024, 64)
    y1 = torch.randn(16, 16, 1024, 64)
    y2 = torch.randn(16, 16, 1024, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
