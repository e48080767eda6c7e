# Synthesized by cuagent (bench.synth.compose), seed=274, scale=large.
# ops: conv2d -> reduce:mean -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 128, kernel_size=5, stride=1, padding=2, bias=True)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.mean(x, dim=1, keepdim=True)
        x = self.max_pool2d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 512, 256)
    return [x]


def get_init_inputs():
    return []
