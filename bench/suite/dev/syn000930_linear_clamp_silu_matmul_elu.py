# Synthesized by cuagent (bench.synth.compose), seed=930, scale=h200.
# ops: linear -> clamp -> activation:silu -> matmul -> activation:elu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 4096, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = torch.clamp(x, min=-0.5, max=2.0)
        x = F.silu(x)
        x = torch.matmul(x, y1)
        x = F.elu(x, alpha=1.0)
        return x


def get_inputs():
    x = torch.randn(16, 512, 2048)
    y1 = torch.randn(4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
