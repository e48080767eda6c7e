# Synthesized by cuagent (bench.synth.compose), seed=397, scale=large.
# ops: conv2d -> special -> special -> layout:tril
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 32, kernel_size=5, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.logaddexp2(x, 0.5 * x)
        x = torch.sinc(x)
        x = torch.tril(x, diagonal=3)
        return x


def get_inputs():
    x = torch.randn(256, 32, 256, 512)
    return [x]


def get_init_inputs():
    return []
