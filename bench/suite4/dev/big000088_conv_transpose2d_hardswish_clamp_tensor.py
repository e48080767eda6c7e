# Synthesized by cuagent (bench.synth.compose), seed=88, scale=large.
# ops: conv_transpose2d -> activation:hardswish -> clamp_tensor
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(512, 64, kernel_size=3, stride=2, padding=0, bias=False)
        self.clamp_tensor_2_lo = nn.Parameter(-1.0 - torch.rand(513))
        self.clamp_tensor_2_hi = nn.Parameter(1.0 + torch.rand(513))

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = F.hardswish(x)
        x = torch.clamp(x, self.clamp_tensor_2_lo, self.clamp_tensor_2_hi)
        return x


def get_inputs():
    x = torch.randn(32, 512, 256, 256)
    return [x]


def get_init_inputs():
    return []
