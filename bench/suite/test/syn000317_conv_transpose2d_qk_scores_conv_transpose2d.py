# Synthesized by cuagent (bench.synth.compose), seed=317, scale=h200.
# ops: conv_transpose2d -> qk_scores -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 32, kernel_size=4, stride=1, padding=0, bias=True)
        self.conv_transpose2d_2 = nn.ConvTranspose2d(32, 128, kernel_size=4, stride=2, padding=1, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0621
        x = self.conv_transpose2d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 32, 256)
    y1 = torch.randn(32, 32, 35, 259)
    return [x, y1]


def get_init_inputs():
    return []
