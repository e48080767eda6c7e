# Synthesized by cuagent (bench.synth.compose), seed=302, scale=large.
# ops: conv_transpose1d -> max_pool1d -> activation:silu -> scan:cumprod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 256, kernel_size=3, stride=1, padding=1, bias=True)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=3, stride=3)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.max_pool1d_1(x)
        x = F.silu(x)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
