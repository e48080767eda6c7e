# Synthesized by cuagent (bench.synth.compose), seed=417, scale=large.
# ops: conv_transpose1d -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(32, 512, kernel_size=4, stride=2, padding=1, bias=True)
        self.layer_norm_1 = nn.LayerNorm(131072)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.layer_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 65536)
    return [x]


def get_init_inputs():
    return []
