# Synthesized by cuagent (bench.synth.compose), seed=230, scale=large.
# ops: einsum -> clamp -> reduce:mean -> scalar_arith -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(8192, 1024) / 32.0000)

    def forward(self, x, y1):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = torch.clamp(x, min=-1.0, max=1.0)
        x = torch.mean(x, dim=2, keepdim=True)
        x = x - 0.5
        x = torch.matmul(x, y1.transpose(-2, -1)) * 1.0
        return x


def get_inputs():
    x = torch.randn(64, 4096, 1024)
    y1 = torch.randn(64, 4096, 1)
    return [x, y1]


def get_init_inputs():
    return []
