# Synthesized by cuagent (bench.synth.compose), seed=410, scale=h200.
# ops: matmul -> layer_norm -> clamp -> layer_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(4096)
        self.layer_norm_3 = nn.LayerNorm(4096)
        self.layer_norm_4 = nn.LayerNorm(4096)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.layer_norm_1(x)
        x = torch.clamp(x, min=-2.0, max=2.0)
        x = self.layer_norm_3(x)
        x = self.layer_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(4096, 8192)
    y1 = torch.randn(8192, 4096)
    return [x, y1]


def get_init_inputs():
    return []
