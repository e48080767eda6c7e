# Synthesized by cuagent (bench.synth.compose), seed=147, scale=large.
# ops: binary:rsub -> clamp -> inplace_residual -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_2 = nn.ReLU6(inplace=True)
        self.batch_norm_3 = nn.BatchNorm1d(4096)

    def forward(self, x, y1):
        x = 1.5 - x * y1
        x = torch.clamp(x, min=-0.5, max=1.0)
        h_inplace_residual_2 = self.inplace_residual_2(x * 2.0)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 4096, 4096)
    return [x, y1]


def get_init_inputs():
    return []
