# Synthesized by cuagent (bench.synth.compose), seed=334, scale=h200.
# ops: avg_pool1d -> clamp -> linear -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_0 = nn.AvgPool1d(kernel_size=3, stride=3)
        self.linear_2 = nn.Linear(170, 512, bias=False)

    def forward(self, x):
        x = self.avg_pool1d_0(x)
        x = torch.clamp(x, min=-0.5, max=1.0)
        x = self.linear_2(x)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 512)
    return [x]


def get_init_inputs():
    return []
