# Synthesized by cuagent (bench.synth.compose), seed=344, scale=h200.
# ops: matmul -> layer_norm -> layer_norm -> clamp -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(4096)
        self.layer_norm_2 = nn.LayerNorm(4096)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.layer_norm_1(x)
        x = self.layer_norm_2(x)
        x = torch.clamp(x, min=-1.0, max=1.0)
        x = torch.clamp(x, min=-1.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 2048)
    y1 = torch.randn(2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
