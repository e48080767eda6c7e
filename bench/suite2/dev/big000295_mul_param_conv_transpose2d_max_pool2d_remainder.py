# Synthesized by cuagent (bench.synth.compose), seed=295, scale=large.
# ops: tensor_arith:mul_param -> conv_transpose2d -> max_pool2d -> binary:remainder
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_0 = nn.Parameter(1.0 + 0.1 * torch.randn(256, 1, 1))
        self.conv_transpose2d_1 = nn.ConvTranspose2d(256, 64, kernel_size=2, stride=1, padding=0, bias=False)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = x * self.tensor_arith_0
        x = self.conv_transpose2d_1(x)
        x = self.max_pool2d_2(x)
        x = torch.remainder(x, 1.25) + y1
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 512)
    y1 = torch.randn(32, 64, 128, 256)
    return [x, y1]


def get_init_inputs():
    return []
