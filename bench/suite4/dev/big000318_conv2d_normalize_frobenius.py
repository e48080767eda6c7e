# Synthesized by cuagent (bench.synth.compose), seed=318, scale=large.
# ops: conv2d -> distance:normalize -> reduce2:frobenius
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 256, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = F.normalize(x + y1, dim=1)
        x = x / torch.norm(x, p="fro")
        return x


def get_inputs():
    x = torch.randn(256, 64, 128, 256)
    y1 = torch.randn(256, 256, 128, 256)
    return [x, y1]


def get_init_inputs():
    return []
