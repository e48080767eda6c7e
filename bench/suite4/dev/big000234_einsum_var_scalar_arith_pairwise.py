# Synthesized by cuagent (bench.synth.compose), seed=234, scale=large.
# ops: einsum -> reduce2:var -> scalar_arith -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 512) / 22.6274)

    def forward(self, x, y1):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        x = torch.var(x, dim=1, keepdim=False)
        x = x + 2.0
        x = F.pairwise_distance(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 512, 128, 512)
    y1 = torch.randn(32, 128, 1024)
    return [x, y1]


def get_init_inputs():
    return []
