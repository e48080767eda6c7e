# Synthesized by cuagent (bench.synth.compose), seed=25, scale=large.
# ops: conv2d -> special -> layout:flip -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 64, kernel_size=5, stride=2, padding=0, bias=False)
        self.max_pool2d_3 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.logaddexp(x, -x)
        x = torch.flip(x, dims=[3])
        x = self.max_pool2d_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 512, 512)
    return [x]


def get_init_inputs():
    return []
