# Synthesized by cuagent (bench.synth.compose), seed=389, scale=large.
# ops: reduce2:norm1 -> cat -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_2 = nn.ConvTranspose2d(192, 64, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = torch.linalg.vector_norm(x, ord=1, dim=2, keepdim=False)
        x = torch.cat([x, y1], dim=1)
        x = self.conv_transpose2d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 128, 96, 96, 48)
    y1 = torch.randn(32, 64, 96, 48)
    return [x, y1]


def get_init_inputs():
    return []
