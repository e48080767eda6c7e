# Synthesized by cuagent (bench.synth.compose), seed=362, scale=large.
# ops: qk_scores -> matmul_v -> binary:pow -> activation2:selu -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.matmul(x, y2)
        x = torch.pow(x.abs() + 1.0, 0.5 * torch.tanh(y3))
        x = F.selu(x)
        x = torch.mean(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(128, 256, 256, 256)
    y1 = torch.randn(128, 256, 256, 256)
    y2 = torch.randn(128, 256, 256, 128)
    y3 = torch.randn(128, 256, 256, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
