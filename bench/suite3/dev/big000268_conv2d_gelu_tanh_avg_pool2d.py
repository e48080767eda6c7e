# Synthesized by cuagent (bench.synth.compose), seed=268, scale=large.
# ops: conv2d -> activation2:gelu_tanh -> avg_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 512, kernel_size=3, stride=2, padding=1, bias=True)
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = F.gelu(x, approximate="tanh")
        x = self.avg_pool2d_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 128, 256)
    return [x]


def get_init_inputs():
    return []
