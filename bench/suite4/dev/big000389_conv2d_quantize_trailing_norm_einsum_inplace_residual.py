# Synthesized by cuagent (bench.synth.compose), seed=389, scale=large.
# ops: conv2d -> quantize -> trailing_norm -> einsum -> inplace_residual
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 32, kernel_size=5, stride=1, padding=0, bias=True)
        self.trailing_norm_2 = nn.LayerNorm((4092, 60))
        self.einsum_3 = nn.Parameter(torch.randn(256, 32) / 5.6569)
        self.inplace_residual_4 = nn.ReLU(inplace=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = (x // 0.05) * 0.05
        x = self.trailing_norm_2(x)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_3)
        h_inplace_residual_4 = self.inplace_residual_4(x * 2.0)
        h_inplace_residual_4 += x
        x = h_inplace_residual_4
        return x


def get_inputs():
    x = torch.randn(32, 16, 4096, 64)
    return [x]


def get_init_inputs():
    return []
