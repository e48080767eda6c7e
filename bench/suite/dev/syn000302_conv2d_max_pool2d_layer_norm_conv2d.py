# Synthesized by cuagent (bench.synth.compose), seed=302, scale=h200.
# ops: conv2d -> max_pool2d -> layer_norm -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(8, 256, kernel_size=5, stride=1, padding=2, bias=True)
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=3, stride=3)
        self.layer_norm_2 = nn.LayerNorm(42)
        self.conv2d_3 = nn.Conv2d(256, 512, kernel_size=5, stride=2, padding=2, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.max_pool2d_1(x)
        x = self.layer_norm_2(x)
        x = self.conv2d_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 8, 256, 128)
    return [x]


def get_init_inputs():
    return []
