# Synthesized by cuagent (bench.synth.compose), seed=273, scale=large.
# ops: bmm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(1024)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.layer_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 65536)
    y1 = torch.randn(32, 65536, 1024)
    return [x, y1]


def get_init_inputs():
    return []
