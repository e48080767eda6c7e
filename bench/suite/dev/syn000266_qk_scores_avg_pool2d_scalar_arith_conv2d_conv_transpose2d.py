# Synthesized by cuagent (bench.synth.compose), seed=266, scale=h200.
# ops: qk_scores -> avg_pool2d -> scalar_arith -> conv2d -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.conv2d_3 = nn.Conv2d(32, 256, kernel_size=3, stride=1, padding=1, bias=False)
        self.conv_transpose2d_4 = nn.ConvTranspose2d(256, 64, kernel_size=4, stride=2, padding=1, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = self.avg_pool2d_1(x)
        x = x - 1.0
        x = self.conv2d_3(x)
        x = self.conv_transpose2d_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 32, 256, 256)
    y1 = torch.randn(16, 32, 256, 256)
    return [x, y1]


def get_init_inputs():
    return []
