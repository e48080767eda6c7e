# Synthesized by cuagent (bench.synth.compose), seed=51, scale=large.
# ops: matmul_v -> cat -> diff -> clamp -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_4 = nn.Conv2d(256, 128, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.cat([x, y2], dim=1)
        x = torch.diff(x, dim=3)
        x = torch.clamp(x, min=-0.5, max=0.5)
        x = self.conv2d_4(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 256)
    y1 = torch.randn(128, 128, 256, 128)
    y2 = torch.randn(128, 128, 256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
