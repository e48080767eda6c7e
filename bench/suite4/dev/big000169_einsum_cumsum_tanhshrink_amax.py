# Synthesized by cuagent (bench.synth.compose), seed=169, scale=large.
# ops: einsum -> scan:cumsum -> activation2:tanhshrink -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 128) / 11.3137)

    def forward(self, x):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        x = torch.cumsum(x, dim=3)
        x = F.tanhshrink(x)
        x = torch.amax(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 32, 1024, 128)
    return [x]


def get_init_inputs():
    return []
