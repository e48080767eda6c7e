# Synthesized by cuagent (bench.synth.compose), seed=410, scale=large.
# ops: conv_transpose2d -> layout:transpose -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 512, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = x.transpose(1, 2).contiguous()
        x = x - y1
        return x


def get_inputs():
    x = torch.randn(64, 32, 256, 128)
    y1 = torch.randn(64, 256, 512, 128)
    return [x, y1]


def get_init_inputs():
    return []
