# Synthesized by cuagent (bench.synth.compose), seed=335, scale=large.
# ops: inplace_residual -> softmax:softmax -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_0 = nn.SiLU(inplace=True)

    def forward(self, x, y1):
        h_inplace_residual_0 = self.inplace_residual_0(x * 2.0)
        h_inplace_residual_0 += x
        x = h_inplace_residual_0
        x = torch.softmax(x, dim=-1)
        x = F.normalize(x + y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 128, 32, 64, 48)
    y1 = torch.randn(128, 128, 32, 64, 48)
    return [x, y1]


def get_init_inputs():
    return []
