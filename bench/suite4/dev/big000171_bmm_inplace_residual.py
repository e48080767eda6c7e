# Synthesized by cuagent (bench.synth.compose), seed=171, scale=large.
# ops: bmm -> inplace_residual
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_1 = nn.ReLU(inplace=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        h_inplace_residual_1 = self.inplace_residual_1(x * 1.5)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        return x


def get_inputs():
    x = torch.randn(32, 32, 32768)
    y1 = torch.randn(32, 32768, 2048)
    return [x, y1]


def get_init_inputs():
    return []
