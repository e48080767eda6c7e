# Synthesized by cuagent (bench.synth.compose), seed=434, scale=large.
# ops: linear -> activation:leaky_relu -> layer_norm -> activation:relu -> reduce2:var
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
        x = F.leaky_relu(x, negative_slope=0.2)
        x = self.layer_norm_2(x)
        x = torch.relu(x)
        x = torch.var(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(128, 4096, 2048)
    return [x]


def get_init_inputs():
    return []
