# Synthesized by cuagent (bench.synth.compose), seed=84, scale=large.
# ops: conv_transpose2d -> avg_pool2d -> tensor_arith:mul_param -> activation2:relu6
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 512, kernel_size=4, stride=1, padding=0, bias=True)
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(512, 1, 1))

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.avg_pool2d_1(x)
        x = x * self.tensor_arith_2
        x = F.relu6(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 128, 256)
    return [x]


def get_init_inputs():
    return []
