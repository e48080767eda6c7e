# Synthesized by cuagent (bench.synth.compose), seed=229, scale=large.
# ops: qk_scores -> activation:gelu -> binary:rsub -> activation:relu -> activation2:softsign
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = F.gelu(x)
        x = 1.5 - x * y2
        x = torch.relu(x)
        x = F.softsign(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 1024, 128)
    y1 = torch.randn(32, 32, 1024, 128)
    y2 = torch.randn(32, 32, 1024, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
