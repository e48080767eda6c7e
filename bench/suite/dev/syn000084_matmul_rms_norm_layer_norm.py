# Synthesized by cuagent (bench.synth.compose), seed=84, scale=h200.
# ops: matmul -> rms_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(8192)
        self.layer_norm_2 = nn.LayerNorm(8192)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.rms_norm_1(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 256, 2048)
    y1 = torch.randn(2048, 8192)
    return [x, y1]


def get_init_inputs():
    return []
