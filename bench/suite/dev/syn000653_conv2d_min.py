# Synthesized by cuagent (bench.synth.compose), seed=653, scale=h200.
# ops: conv2d -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 512, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.min(x, dim=1, keepdim=True)[0]
        return x


def get_inputs():
    x = torch.randn(32, 64, 128, 32)
    return [x]


def get_init_inputs():
    return []
