# Synthesized by cuagent (bench.synth.compose), seed=144, scale=h200.
# ops: group_norm -> layer_norm -> scalar_arith -> max_pool2d -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_0 = nn.GroupNorm(2, 512)
        self.layer_norm_1 = nn.LayerNorm(256)
        self.max_pool2d_3 = nn.MaxPool2d(kernel_size=2, stride=2)
        self.conv2d_4 = nn.Conv2d(512, 128, kernel_size=3, stride=2, padding=1, bias=False)

    def forward(self, x):
        x = self.group_norm_0(x)
        x = self.layer_norm_1(x)
        x = x * 0.5
        x = self.max_pool2d_3(x)
        x = self.conv2d_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 64, 256)
    return [x]


def get_init_inputs():
    return []
