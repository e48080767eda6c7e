# Synthesized by cuagent (bench.synth.compose), seed=79, scale=large.
# ops: layer_norm -> layer_norm -> activation2:celu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_0 = nn.LayerNorm(65536)
        self.layer_norm_1 = nn.LayerNorm(65536)

    def forward(self, x):
        x = self.layer_norm_0(x)
        x = self.layer_norm_1(x)
        x = F.celu(x, alpha=0.75)
        return x


def get_inputs():
    x = torch.randn(256, 64, 65536)
    return [x]


def get_init_inputs():
    return []
