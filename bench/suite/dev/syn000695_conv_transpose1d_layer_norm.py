# Synthesized by cuagent (bench.synth.compose), seed=695, scale=h200.
# ops: conv_transpose1d -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 128, kernel_size=2, stride=1, padding=0, bias=False)
        self.layer_norm_1 = nn.LayerNorm(1025)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.layer_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
