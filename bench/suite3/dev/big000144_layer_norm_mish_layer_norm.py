# Synthesized by cuagent (bench.synth.compose), seed=144, scale=large.
# ops: layer_norm -> activation:mish -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_0 = nn.LayerNorm(48)
        self.layer_norm_2 = nn.LayerNorm(48)

    def forward(self, x):
        x = self.layer_norm_0(x)
        x = F.mish(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 32, 48, 48)
    return [x]


def get_init_inputs():
    return []
