# Synthesized by cuagent (bench.synth.compose), seed=73, scale=large.
# ops: einsum -> softmax:softmax -> reduce2:var
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(2048, 128) / 11.3137)

    def forward(self, x):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        x = torch.softmax(x, dim=1)
        x = torch.var(x, dim=2, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(32, 32, 1024, 128)
    return [x]


def get_init_inputs():
    return []
