# Synthesized by cuagent (bench.synth.compose), seed=233, scale=large.
# ops: trailing_norm -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.layer_norm(x, x.shape[-2:])
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 65536)
    return [x]


def get_init_inputs():
    return []
