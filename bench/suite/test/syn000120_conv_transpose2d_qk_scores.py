# Synthesized by cuagent (bench.synth.compose), seed=120, scale=h200.
# ops: conv_transpose2d -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(256, 16, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        return x


def get_inputs():
    x = torch.randn(64, 256, 32, 256)
    y1 = torch.randn(64, 16, 32, 256)
    return [x, y1]


def get_init_inputs():
    return []
