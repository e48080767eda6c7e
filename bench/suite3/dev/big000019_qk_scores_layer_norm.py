# Synthesized by cuagent (bench.synth.compose), seed=19, scale=large.
# ops: qk_scores -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(512)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = self.layer_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 128, 512, 256)
    y1 = torch.randn(32, 128, 512, 256)
    return [x, y1]


def get_init_inputs():
    return []
