# Synthesized by cuagent (bench.synth.compose), seed=51, scale=h200.
# ops: conv2d -> max_pool2d -> tensor_arith:add_param -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 512, kernel_size=5, stride=1, padding=0, bias=True)
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=3, stride=2)
        self.tensor_arith_2 = nn.Parameter(torch.randn(512, 1, 1))

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.max_pool2d_1(x)
        x = x + self.tensor_arith_2
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(16, 128, 64, 128)
    return [x]


def get_init_inputs():
    return []
