# Synthesized by cuagent (bench.synth.compose), seed=194, scale=large.
# ops: conv_transpose1d -> layer_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(128, 256, kernel_size=4, stride=2, padding=1, bias=False)
        self.layer_norm_1 = nn.LayerNorm(32768)
        self.layer_norm_2 = nn.LayerNorm(32768)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.layer_norm_1(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 16384)
    return [x]


def get_init_inputs():
    return []
