# Synthesized by cuagent (bench.synth.compose), seed=395, scale=large.
# ops: linear -> loss:huber
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 4096, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = F.huber_loss(x, y1, reduction="sum", delta=1.5)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 1024)
    y1 = torch.randn(32, 8192, 4096)
    return [x, y1]


def get_init_inputs():
    return []
