# Synthesized by cuagent (bench.synth.compose), seed=433, scale=h200.
# ops: conv_transpose2d -> layer_norm -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 16, kernel_size=4, stride=2, padding=1, bias=True)
        self.layer_norm_1 = nn.LayerNorm(256)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.layer_norm_1(x)
        x = self.max_pool2d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 64, 128)
    return [x]


def get_init_inputs():
    return []
