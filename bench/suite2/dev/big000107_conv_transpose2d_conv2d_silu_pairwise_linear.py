# Synthesized by cuagent (bench.synth.compose), seed=107, scale=large.
# ops: conv_transpose2d -> conv2d -> activation:silu -> distance:pairwise -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 128, kernel_size=2, stride=2, padding=0, bias=False)
        self.conv2d_1 = nn.Conv2d(128, 64, kernel_size=3, stride=2, padding=0, bias=False)
        self.linear_4 = nn.Linear(511, 16384, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = self.conv2d_1(x)
        x = F.silu(x)
        x = F.pairwise_distance(x, y1)
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 512, 128)
    y1 = torch.randn(32, 64, 511, 127)
    return [x, y1]


def get_init_inputs():
    return []
