# Synthesized by cuagent (bench.synth.compose), seed=10, scale=large.
# ops: conv_transpose2d -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 256, kernel_size=4, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(32, 16, 1024, 128)
    return [x]


def get_init_inputs():
    return []
