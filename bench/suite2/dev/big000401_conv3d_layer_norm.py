# Synthesized by cuagent (bench.synth.compose), seed=401, scale=large.
# ops: conv3d -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 128, kernel_size=1, stride=1, padding=0, bias=False)
        self.layer_norm_1 = nn.LayerNorm(32)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.layer_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 96, 48, 32)
    return [x]


def get_init_inputs():
    return []
