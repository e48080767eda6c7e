# Synthesized by cuagent (bench.synth.compose), seed=99, scale=large.
# ops: conv_transpose2d -> scalar_arith -> loss:huber
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 32, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = x / 0.5
        x = F.huber_loss(x, y1, reduction="mean", delta=1.5)
        return x


def get_inputs():
    x = torch.randn(32, 16, 8192, 64)
    y1 = torch.randn(32, 32, 16384, 128)
    return [x, y1]


def get_init_inputs():
    return []
