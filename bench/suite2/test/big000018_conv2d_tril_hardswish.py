# Synthesized by cuagent (bench.synth.compose), seed=18, scale=large.
# ops: conv2d -> layout:tril -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 512, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.tril(x, diagonal=3)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 1024, 128)
    return [x]


def get_init_inputs():
    return []
