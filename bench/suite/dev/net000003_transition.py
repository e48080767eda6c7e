# Synthesized by cuagent (bench.synth.networks), kind=transition, seed=3.
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm2d(256)
        self.conv = nn.Conv2d(256, 128, kernel_size=1, bias=False)
        self.pool = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        return self.pool(self.conv(F.relu(self.bn(x))))


def get_inputs():
    x = torch.randn(64, 256, 28, 28)
    return [x]


def get_init_inputs():
    return []
