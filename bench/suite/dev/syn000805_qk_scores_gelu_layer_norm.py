# Synthesized by cuagent (bench.synth.compose), seed=805, scale=h200.
# ops: qk_scores -> activation:gelu -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_2 = nn.LayerNorm(1024)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = F.gelu(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 8, 1024, 64)
    y1 = torch.randn(16, 8, 1024, 64)
    return [x, y1]


def get_init_inputs():
    return []
