# Synthesized by cuagent (bench.synth.compose), seed=360, scale=h200.
# ops: activation:elu -> clamp -> tensor_arith:add_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = F.elu(x, alpha=1.0)
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = x + y1
        return x


def get_inputs():
    x = torch.randn(128, 128, 64, 256)
    y1 = torch.randn(128, 128, 64, 256)
    return [x, y1]


def get_init_inputs():
    return []
