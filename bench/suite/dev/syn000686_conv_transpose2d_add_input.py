# Synthesized by cuagent (bench.synth.compose), seed=686, scale=h200.
# ops: conv_transpose2d -> tensor_arith:add_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 512, kernel_size=4, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = x + y1
        return x


def get_inputs():
    x = torch.randn(16, 16, 256, 64)
    y1 = torch.randn(16, 512, 259, 67)
    return [x, y1]


def get_init_inputs():
    return []
