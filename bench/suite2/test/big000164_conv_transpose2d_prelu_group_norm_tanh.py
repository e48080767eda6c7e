# Synthesized by cuagent (bench.synth.compose), seed=164, scale=large.
# ops: conv_transpose2d -> activation2:prelu -> group_norm -> activation:tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 256, kernel_size=3, stride=1, padding=1, bias=True)
        self.activation2_1 = nn.PReLU(256, init=0.1)
        self.group_norm_2 = nn.GroupNorm(8, 256)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.activation2_1(x)
        x = self.group_norm_2(x)
        x = torch.tanh(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 256, 128)
    return [x]


def get_init_inputs():
    return []
