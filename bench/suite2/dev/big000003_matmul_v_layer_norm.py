# Synthesized by cuagent (bench.synth.compose), seed=3, scale=large.
# ops: matmul_v -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(64)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.layer_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 512)
    y1 = torch.randn(256, 32, 512, 64)
    return [x, y1]


def get_init_inputs():
    return []
