# Synthesized by cuagent (bench.synth.compose), seed=767, scale=h200.
# ops: conv_transpose1d -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 64, kernel_size=2, stride=2, padding=0, bias=True)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.max_pool1d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
