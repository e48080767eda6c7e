# Synthesized by cuagent (bench.synth.compose), seed=64, scale=large.
# ops: conv2d -> resample:pixel_shuffle
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 64, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = F.pixel_shuffle(x, 2)
        return x


def get_inputs():
    x = torch.randn(256, 64, 128, 512)
    return [x]


def get_init_inputs():
    return []
