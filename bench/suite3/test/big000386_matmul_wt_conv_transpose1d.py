# Synthesized by cuagent (bench.synth.compose), seed=386, scale=large.
# ops: matmul_wt -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(1024, 4096) / 64.0000)
        self.conv_transpose1d_1 = nn.ConvTranspose1d(8192, 256, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = x @ self.matmul_wt_0.T
        x = self.conv_transpose1d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
