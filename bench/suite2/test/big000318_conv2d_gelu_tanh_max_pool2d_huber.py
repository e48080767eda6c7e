# Synthesized by cuagent (bench.synth.compose), seed=318, scale=large.
# ops: conv2d -> activation2:gelu_tanh -> max_pool2d -> loss:huber
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 128, kernel_size=1, stride=1, padding=0, bias=True)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = F.gelu(x, approximate="tanh")
        x = self.max_pool2d_2(x)
        x = F.huber_loss(x, y1, reduction="sum", delta=1.5)
        return x


def get_inputs():
    x = torch.randn(256, 128, 512, 128)
    y1 = torch.randn(256, 128, 256, 64)
    return [x, y1]


def get_init_inputs():
    return []
