# Synthesized by cuagent (bench.synth.compose), seed=26, scale=large.
# ops: conv2d -> layout:tril -> conv2d -> reduce:amax -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 512, kernel_size=3, stride=2, padding=0, bias=True)
        self.conv2d_2 = nn.Conv2d(512, 32, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.tril(x, diagonal=-2)
        x = self.conv2d_2(x)
        x = torch.amax(x, dim=3, keepdim=False)
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 16, 4096, 128)
    y1 = torch.randn(32, 2047, 4096)
    return [x, y1]


def get_init_inputs():
    return []
