# Synthesized by cuagent (bench.synth.compose), seed=908, scale=h200.
# ops: conv3d -> conv_transpose3d -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 64, kernel_size=3, stride=2, padding=1, bias=True)
        self.conv_transpose3d_1 = nn.ConvTranspose3d(64, 32, kernel_size=2, stride=1, padding=0, bias=True)
        self.layer_norm_2 = nn.LayerNorm(17)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.conv_transpose3d_1(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 32, 64, 32)
    return [x]


def get_init_inputs():
    return []
