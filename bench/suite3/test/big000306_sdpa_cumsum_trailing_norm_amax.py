# Synthesized by cuagent (bench.synth.compose), seed=306, scale=large.
# ops: sdpa -> scan:cumsum -> trailing_norm -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.trailing_norm_2 = nn.LayerNorm((128, 128))

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.cumsum(x, dim=3)
        x = self.trailing_norm_2(x)
        x = torch.amax(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(256, 256, 128, 128)
    y1 = torch.randn(256, 256, 128, 128)
    y2 = torch.randn(256, 256, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
