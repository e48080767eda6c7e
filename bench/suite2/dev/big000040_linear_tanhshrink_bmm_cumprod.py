# Synthesized by cuagent (bench.synth.compose), seed=40, scale=large.
# ops: linear -> activation2:tanhshrink -> bmm -> scan:cumprod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 1024, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = F.tanhshrink(x)
        x = torch.bmm(x, y1)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
