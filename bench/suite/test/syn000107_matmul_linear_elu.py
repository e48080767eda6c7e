# Synthesized by cuagent (bench.synth.compose), seed=107, scale=h200.
# ops: matmul -> linear -> activation:elu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(4096, 1024, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.linear_1(x)
        x = F.elu(x, alpha=1.0)
        return x


def get_inputs():
    x = torch.randn(64, 512, 2048)
    y1 = torch.randn(2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
