# Synthesized by cuagent (bench.synth.compose), seed=235, scale=large.
# ops: matmul -> group_norm -> bmm -> bmm -> inplace_residual
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(4, 128)
        self.inplace_residual_4 = nn.SiLU(inplace=True)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1)
        x = self.group_norm_1(x)
        x = torch.bmm(x, y2)
        x = torch.bmm(x, y3)
        h_inplace_residual_4 = self.inplace_residual_4(x * 2.0)
        h_inplace_residual_4 += x
        x = h_inplace_residual_4
        return x


def get_inputs():
    x = torch.randn(64, 128, 131072)
    y1 = torch.randn(131072, 2048)
    y2 = torch.randn(64, 2048, 1024)
    y3 = torch.randn(64, 1024, 1024)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
