# Synthesized by cuagent (bench.synth.compose), seed=384, scale=large.
# ops: rms_norm -> scan:reverse -> rms_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_0 = nn.RMSNorm(64)
        self.rms_norm_2 = nn.RMSNorm(64)
        self.layer_norm_3 = nn.LayerNorm(64)

    def forward(self, x):
        x = self.rms_norm_0(x)
        x = torch.cumsum(x.flip(4), dim=4).flip(4)
        x = self.rms_norm_2(x)
        x = self.layer_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 64, 96, 64)
    return [x]


def get_init_inputs():
    return []
