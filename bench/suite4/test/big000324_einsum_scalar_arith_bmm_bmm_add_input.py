# Synthesized by cuagent (bench.synth.compose), seed=324, scale=large.
# ops: einsum -> scalar_arith -> bmm -> bmm -> tensor_arith:add_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(4096, 2048) / 45.2548)

    def forward(self, x, y1, y2, y3):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = x + 2.0
        x = torch.bmm(x, y1)
        x = torch.bmm(x, y2)
        x = x + y3
        return x


def get_inputs():
    x = torch.randn(64, 1024, 2048)
    y1 = torch.randn(64, 4096, 4096)
    y2 = torch.randn(64, 4096, 1024)
    y3 = torch.randn(64, 1024, 1024)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
