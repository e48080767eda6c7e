# Synthesized by cuagent (bench.synth.compose), seed=314, scale=large.
# ops: conv_transpose2d -> max_pool2d -> clamp -> loss:hinge
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 64, kernel_size=3, stride=1, padding=1, bias=False)
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=3, stride=3)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = self.max_pool2d_1(x)
        x = torch.clamp(x, min=-2.0, max=1.0)
        x = torch.clamp(1.0 - x * torch.sign(y1), min=0.0).sum()
        return x


def get_inputs():
    x = torch.randn(64, 32, 512, 512)
    y1 = torch.randn(64, 64, 170, 170)
    return [x, y1]


def get_init_inputs():
    return []
