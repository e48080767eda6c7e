# Synthesized by cuagent (bench.synth.compose), seed=205, scale=large.
# ops: conv_transpose1d -> clamp -> matmul_wt -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(4096, 32, kernel_size=2, stride=1, padding=0, bias=False)
        self.matmul_wt_2 = nn.Parameter(torch.randn(1024, 2049) / 45.2659)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = torch.clamp(x, min=-0.5, max=1.0)
        x = x @ self.matmul_wt_2.T
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 4096, 2048)
    y1 = torch.randn(256, 16, 1024)
    return [x, y1]


def get_init_inputs():
    return []
