# Synthesized by cuagent (bench.synth.compose), seed=877, scale=h200.
# ops: conv_transpose1d -> group_norm -> max_pool1d -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 512, kernel_size=4, stride=2, padding=1, bias=True)
        self.group_norm_1 = nn.GroupNorm(4, 512)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=3, stride=2)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = self.group_norm_1(x)
        x = self.max_pool1d_2(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 512, 512)
    y1 = torch.randn(511, 4096)
    return [x, y1]


def get_init_inputs():
    return []
