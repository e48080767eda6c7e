# Synthesized by cuagent (bench.synth.compose), seed=260, scale=large.
# ops: conv_transpose2d -> tensor_arith:add_param -> scalar_arith -> cat -> activation2:selu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(256, 32, kernel_size=3, stride=2, padding=1, bias=False)
        self.tensor_arith_1 = nn.Parameter(torch.randn(32, 1, 1))

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = x + self.tensor_arith_1
        x = x * 0.25
        x = torch.cat([x, y1], dim=1)
        x = F.selu(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 256, 512)
    y1 = torch.randn(64, 8, 511, 1023)
    return [x, y1]


def get_init_inputs():
    return []
