# Synthesized by cuagent (bench.synth.compose), seed=278, scale=h200.
# ops: linear -> activation:elu -> layer_norm -> clamp -> reduce:sum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 512, bias=False)
        self.layer_norm_2 = nn.LayerNorm(512)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.elu(x, alpha=0.5)
        x = self.layer_norm_2(x)
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = torch.sum(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(64, 256, 4096)
    return [x]


def get_init_inputs():
    return []
