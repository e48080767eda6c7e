# Synthesized by cuagent (bench.synth.compose), seed=91, scale=large.
# ops: conv_transpose2d -> activation:softplus -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 32, kernel_size=3, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = F.softplus(x)
        x = x - y1
        return x


def get_inputs():
    x = torch.randn(64, 32, 512, 256)
    y1 = torch.randn(64, 32, 1025, 513)
    return [x, y1]


def get_init_inputs():
    return []
