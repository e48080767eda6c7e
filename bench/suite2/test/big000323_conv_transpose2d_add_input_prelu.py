# Synthesized by cuagent (bench.synth.compose), seed=323, scale=large.
# ops: conv_transpose2d -> tensor_arith:add_input -> activation2:prelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 256, kernel_size=2, stride=1, padding=0, bias=True)
        self.activation2_2 = nn.PReLU(256, init=0.1)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = x + y1
        x = self.activation2_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 512, 128)
    y1 = torch.randn(64, 256, 513, 129)
    return [x, y1]


def get_init_inputs():
    return []
