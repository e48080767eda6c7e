# Synthesized by cuagent (bench.synth.compose), seed=79, scale=large.
# ops: einsum -> loss:hinge
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(2048, 2048) / 45.2548)

    def forward(self, x, y1):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = torch.clamp(1.0 - x * torch.sign(y1), min=0.0)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    y1 = torch.randn(64, 8192, 2048)
    return [x, y1]


def get_init_inputs():
    return []
