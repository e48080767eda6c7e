# Synthesized by cuagent (bench.synth.compose), seed=90, scale=large.
# ops: scalar_arith -> activation2:softsign -> activation2:logsigmoid -> reduce2:amin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x + 2.0
        x = F.softsign(x)
        x = F.logsigmoid(x)
        x = torch.amin(x, dim=3, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 256)
    return [x]


def get_init_inputs():
    return []
