# Synthesized by cuagent (bench.synth.compose), seed=151, scale=large.
# ops: matmul -> group_norm -> prod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(8, 8192)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.group_norm_1(x)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    y1 = torch.randn(4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
