# Synthesized by cuagent (bench.synth.compose), seed=536, scale=h200.
# ops: conv_transpose2d -> conv2d -> reduce:mean -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 128, kernel_size=4, stride=2, padding=1, bias=False)
        self.conv2d_1 = nn.Conv2d(128, 128, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = self.conv2d_1(x)
        x = torch.mean(x, dim=2, keepdim=False)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(16, 128, 32, 256)
    y1 = torch.randn(512, 2048)
    return [x, y1]


def get_init_inputs():
    return []
