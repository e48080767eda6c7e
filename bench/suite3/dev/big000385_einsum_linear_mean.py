# Synthesized by cuagent (bench.synth.compose), seed=385, scale=large.
# ops: einsum -> linear -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(2048, 2048) / 45.2548)
        self.linear_1 = nn.Linear(2048, 16384, bias=True)

    def forward(self, x):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = self.linear_1(x)
        x = torch.mean(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
