# Synthesized by cuagent (bench.synth.compose), seed=214, scale=h200.
# ops: linear -> reduce:mean -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 1024, bias=False)
        self.layer_norm_2 = nn.LayerNorm(1024)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.mean(x, dim=1, keepdim=True)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
