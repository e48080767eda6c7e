# Synthesized by cuagent (bench.synth.compose), seed=353, scale=large.
# ops: qk_scores -> prod -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=3, keepdim=True)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 512, 512)
    y1 = torch.randn(64, 128, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
