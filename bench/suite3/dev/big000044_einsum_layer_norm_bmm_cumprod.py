# Synthesized by cuagent (bench.synth.compose), seed=44, scale=large.
# ops: einsum -> layer_norm -> bmm -> scan:cumprod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(8192, 16384) / 128.0000)
        self.layer_norm_1 = nn.LayerNorm(8192)

    def forward(self, x, y1):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = self.layer_norm_1(x)
        x = torch.bmm(x, y1)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=2)
        return x


def get_inputs():
    x = torch.randn(128, 64, 16384)
    y1 = torch.randn(128, 8192, 1024)
    return [x, y1]


def get_init_inputs():
    return []
