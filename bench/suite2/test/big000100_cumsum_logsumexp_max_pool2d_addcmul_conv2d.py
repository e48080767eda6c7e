# Synthesized by cuagent (bench.synth.compose), seed=100, scale=large.
# ops: scan:cumsum -> reduce:logsumexp -> max_pool2d -> binary:addcmul -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)
        self.conv2d_4 = nn.Conv2d(96, 64, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = torch.cumsum(x, dim=1)
        x = torch.logsumexp(x, dim=1, keepdim=False)
        x = self.max_pool2d_2(x)
        x = torch.addcmul(x, y1, y1, value=0.25)
        x = self.conv2d_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 96, 32, 32)
    y1 = torch.randn(64, 96, 16, 16)
    return [x, y1]


def get_init_inputs():
    return []
