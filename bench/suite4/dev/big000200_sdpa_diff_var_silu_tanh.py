# Synthesized by cuagent (bench.synth.compose), seed=200, scale=large.
# ops: sdpa -> diff -> reduce2:var -> activation:silu -> activation:tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.diff(x, dim=3)
        x = torch.var(x, dim=2, keepdim=False)
        x = F.silu(x)
        x = torch.tanh(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 256, 128)
    y1 = torch.randn(64, 512, 256, 128)
    y2 = torch.randn(64, 512, 256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
