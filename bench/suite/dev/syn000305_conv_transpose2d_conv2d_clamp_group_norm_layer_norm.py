# Synthesized by cuagent (bench.synth.compose), seed=305, scale=h200.
# ops: conv_transpose2d -> conv2d -> clamp -> group_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 256, kernel_size=2, stride=1, padding=0, bias=True)
        self.conv2d_1 = nn.Conv2d(256, 512, kernel_size=1, stride=1, padding=0, bias=True)
        self.group_norm_3 = nn.GroupNorm(4, 512)
        self.layer_norm_4 = nn.LayerNorm(33)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.conv2d_1(x)
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = self.group_norm_3(x)
        x = self.layer_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 16, 256, 32)
    return [x]


def get_init_inputs():
    return []
