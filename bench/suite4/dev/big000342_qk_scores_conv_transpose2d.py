# Synthesized by cuagent (bench.synth.compose), seed=342, scale=large.
# ops: qk_scores -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_1 = nn.ConvTranspose2d(64, 256, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = self.conv_transpose2d_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 128, 256)
    y1 = torch.randn(256, 64, 128, 256)
    return [x, y1]


def get_init_inputs():
    return []
