# Synthesized by cuagent (bench.synth.compose), seed=369, scale=large.
# ops: diff -> activation2:prelu -> binary:rsub
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.activation2_1 = nn.PReLU(512, init=0.1)

    def forward(self, x, y1):
        x = torch.diff(x, dim=3)
        x = self.activation2_1(x)
        x = 1.5 - x * y1
        return x


def get_inputs():
    x = torch.randn(128, 512, 256, 128)
    y1 = torch.randn(128, 512, 256, 127)
    return [x, y1]


def get_init_inputs():
    return []
