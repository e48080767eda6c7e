# Synthesized by cuagent (bench.synth.networks), kind=attention, seed=5.
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(128, 4)
        self.norm = nn.LayerNorm(128)

    def forward(self, x):
        b, c, h, w = x.shape
        seq = x.flatten(2).permute(2, 0, 1)
        y, _ = self.attn(seq, seq, seq)
        y = self.norm(y + seq)
        return y.permute(1, 2, 0).reshape(b, c, h, w)


def get_inputs():
    x = torch.randn(8, 128, 16, 16)
    return [x]


def get_init_inputs():
    return []
