# Synthesized by cuagent (bench.synth.compose), seed=177, scale=large.
# ops: qk_scores -> inplace_residual -> scan:reverse -> binary:pow -> activation2:celu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_1 = nn.Hardtanh(inplace=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        h_inplace_residual_1 = self.inplace_residual_1(x * 1.5)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        x = torch.cumsum(x.flip(1), dim=1).flip(1)
        x = torch.pow(x.abs() + 1.0, 0.5 * torch.tanh(y2))
        x = F.celu(x, alpha=0.75)
        return x


def get_inputs():
    x = torch.randn(64, 512, 256, 256)
    y1 = torch.randn(64, 512, 256, 256)
    y2 = torch.randn(64, 512, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
