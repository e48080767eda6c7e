# Synthesized by cuagent (bench.synth.compose), seed=196, scale=large.
# ops: conv_transpose1d -> binary:rsub -> reduce2:argmin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(8192, 128, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = 1.5 - x * y1
        x = torch.argmin(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    y1 = torch.randn(64, 128, 4096)
    return [x, y1]


def get_init_inputs():
    return []
