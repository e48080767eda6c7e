# Synthesized by cuagent (bench.synth.compose), seed=217, scale=large.
# ops: layer_norm -> activation2:hardtanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_0 = nn.LayerNorm(16384)

    def forward(self, x):
        x = self.layer_norm_0(x)
        x = F.hardtanh(x, min_val=-0.5, max_val=1.5)
        return x


def get_inputs():
    x = torch.randn(256, 512, 16384)
    return [x]


def get_init_inputs():
    return []
