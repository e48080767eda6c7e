# Synthesized by cuagent (bench.synth.compose), seed=199, scale=h200.
# ops: conv_transpose2d -> clamp -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 128, kernel_size=4, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = torch.clamp(x, min=-1.0, max=1.0)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.1222
        return x


def get_inputs():
    x = torch.randn(64, 16, 128, 64)
    y1 = torch.randn(64, 128, 131, 67)
    return [x, y1]


def get_init_inputs():
    return []
