# Synthesized by cuagent (bench.synth.compose), seed=230, scale=large.
# ops: conv_transpose2d -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 32, kernel_size=4, stride=2, padding=1, bias=True)
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=3, stride=3)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.max_pool2d_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 32, 256, 128)
    return [x]


def get_init_inputs():
    return []
