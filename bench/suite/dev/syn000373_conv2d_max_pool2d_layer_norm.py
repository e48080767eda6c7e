# Synthesized by cuagent (bench.synth.compose), seed=373, scale=h200.
# ops: conv2d -> max_pool2d -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 16, kernel_size=3, stride=1, padding=0, bias=True)
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=2, stride=2)
        self.layer_norm_2 = nn.LayerNorm(127)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.max_pool2d_1(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 128, 256)
    return [x]


def get_init_inputs():
    return []
