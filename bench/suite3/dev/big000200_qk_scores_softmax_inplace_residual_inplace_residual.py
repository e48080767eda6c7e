# Synthesized by cuagent (bench.synth.compose), seed=200, scale=large.
# ops: qk_scores -> softmax:softmax -> inplace_residual -> inplace_residual
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_2 = nn.Hardtanh(inplace=True)
        self.inplace_residual_3 = nn.SiLU(inplace=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.softmax(x, dim=-1)
        h_inplace_residual_2 = self.inplace_residual_2(x * 2.0)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        h_inplace_residual_3 = self.inplace_residual_3(x * 1.5)
        h_inplace_residual_3 += x
        x = h_inplace_residual_3
        return x


def get_inputs():
    x = torch.randn(128, 64, 512, 256)
    y1 = torch.randn(128, 64, 512, 256)
    return [x, y1]


def get_init_inputs():
    return []
