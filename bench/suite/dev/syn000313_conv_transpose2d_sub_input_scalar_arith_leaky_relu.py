# Synthesized by cuagent (bench.synth.compose), seed=313, scale=h200.
# ops: conv_transpose2d -> tensor_arith:sub_input -> scalar_arith -> activation:leaky_relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 64, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = x - y1
        x = x - 2.0
        x = F.leaky_relu(x, negative_slope=0.2)
        return x


def get_inputs():
    x = torch.randn(64, 128, 32, 256)
    y1 = torch.randn(64, 64, 34, 258)
    return [x, y1]


def get_init_inputs():
    return []
