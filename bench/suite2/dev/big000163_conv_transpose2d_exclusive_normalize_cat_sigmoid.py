# Synthesized by cuagent (bench.synth.compose), seed=163, scale=large.
# ops: conv_transpose2d -> scan:exclusive -> distance:normalize -> cat -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 64, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = torch.cumsum(x, dim=1) - x
        x = F.normalize(x + y1, dim=1)
        x = torch.cat([x, y2], dim=1)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 256, 256)
    y1 = torch.randn(256, 64, 256, 256)
    y2 = torch.randn(256, 32, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
