# Synthesized by cuagent (bench.synth.compose), seed=302, scale=large.
# ops: inplace_residual -> activation2:hardsigmoid -> activation:sigmoid -> diff
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_0 = nn.Hardtanh(inplace=True)

    def forward(self, x):
        h_inplace_residual_0 = self.inplace_residual_0(x * 0.5)
        h_inplace_residual_0 += x
        x = h_inplace_residual_0
        x = F.hardsigmoid(x)
        x = torch.sigmoid(x)
        x = torch.diff(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 512, 128, 128)
    return [x]


def get_init_inputs():
    return []
