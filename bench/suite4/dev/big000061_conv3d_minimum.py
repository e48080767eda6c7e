# Synthesized by cuagent (bench.synth.compose), seed=61, scale=large.
# ops: conv3d -> binary:minimum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 256, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = torch.minimum(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 256, 32, 48, 64)
    y1 = torch.randn(64, 256, 32, 48, 64)
    return [x, y1]


def get_init_inputs():
    return []
