# Synthesized by cuagent (bench.synth.compose), seed=392, scale=large.
# ops: conv_transpose2d -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 64, kernel_size=4, stride=2, padding=1, bias=True)
        self.layer_norm_1 = nn.LayerNorm(1024)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.layer_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 512, 512)
    return [x]


def get_init_inputs():
    return []
