# Synthesized by cuagent (bench.synth.compose), seed=270, scale=large.
# ops: conv1d -> inplace_residual -> activation2:softsign
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(32, 256, kernel_size=1, stride=1, padding=0, bias=False)
        self.inplace_residual_1 = nn.SiLU(inplace=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        h_inplace_residual_1 = self.inplace_residual_1(x * 1.5)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        x = F.softsign(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 32768)
    return [x]


def get_init_inputs():
    return []
