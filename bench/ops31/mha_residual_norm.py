# cuagent ops31: batch-first multi-head self-attention, then a residual add and LayerNorm.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(512, 8, batch_first=True)
        self.norm = nn.LayerNorm(512)

    def forward(self, x):
        return self.norm(x + self.attn(x, x, x, need_weights=False)[0])


def get_inputs():
    return [torch.randn(128, 1024, 512)]


def get_init_inputs():
    return []
