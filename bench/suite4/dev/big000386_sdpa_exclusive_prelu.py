# Synthesized by cuagent (bench.synth.compose), seed=386, scale=large.
# ops: sdpa -> scan:exclusive -> activation2:prelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.activation2_2 = nn.PReLU(128, init=0.1)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.cumsum(x, dim=3) - x
        x = self.activation2_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 128, 128, 256)
    y1 = torch.randn(256, 128, 128, 256)
    y2 = torch.randn(256, 128, 128, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
