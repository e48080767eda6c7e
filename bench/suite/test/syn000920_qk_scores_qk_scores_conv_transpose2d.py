# Synthesized by cuagent (bench.synth.compose), seed=920, scale=h200.
# ops: qk_scores -> qk_scores -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_2 = nn.ConvTranspose2d(16, 32, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0625
        x = self.conv_transpose2d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 256, 64)
    y1 = torch.randn(32, 16, 256, 64)
    y2 = torch.randn(32, 16, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
