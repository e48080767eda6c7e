# Synthesized by cuagent (bench.synth.compose), seed=388, scale=large.
# ops: conv_transpose1d -> clamp_tensor
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(256, 512, kernel_size=2, stride=1, padding=0, bias=True)
        self.clamp_tensor_1_lo = nn.Parameter(-1.0 - torch.rand(65537))
        self.clamp_tensor_1_hi = nn.Parameter(1.0 + torch.rand(65537))

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.clamp(x, self.clamp_tensor_1_lo, self.clamp_tensor_1_hi)
        return x


def get_inputs():
    x = torch.randn(32, 256, 65536)
    return [x]


def get_init_inputs():
    return []
