# Synthesized by cuagent (bench.synth.networks), kind=transition, seed=1.
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm2d(128)
        self.conv = nn.Conv2d(128, 64, kernel_size=1, bias=False)
        self.pool = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        return self.pool(self.conv(F.relu(self.bn(x))))


def get_inputs():
    x = torch.randn(32, 128, 28, 28)
    return [x]


def get_init_inputs():
    return []
