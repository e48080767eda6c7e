# Synthesized by cuagent (bench.synth.compose), seed=27, scale=h200.
# ops: conv2d -> layer_norm -> activation:sigmoid -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 512, kernel_size=1, stride=2, padding=0, bias=False)
        self.layer_norm_1 = nn.LayerNorm(64)
        self.conv_transpose2d_3 = nn.ConvTranspose2d(512, 256, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.layer_norm_1(x)
        x = torch.sigmoid(x)
        x = self.conv_transpose2d_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 256, 128)
    return [x]


def get_init_inputs():
    return []
