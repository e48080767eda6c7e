# Synthesized by cuagent (bench.synth.compose), seed=102, scale=large.
# ops: inplace_residual -> activation2:logsigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_0 = nn.ReLU(inplace=True)

    def forward(self, x):
        h_inplace_residual_0 = self.inplace_residual_0(x * 1.5)
        h_inplace_residual_0 += x
        x = h_inplace_residual_0
        x = F.logsigmoid(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 65536)
    return [x]


def get_init_inputs():
    return []
