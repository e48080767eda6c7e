# Synthesized by cuagent (bench.synth.compose), seed=178, scale=large.
# ops: conv2d -> resample:pixel_shuffle -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 512, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = F.pixel_shuffle(x, 2)
        x = F.normalize(x + y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 64, 128, 512)
    y1 = torch.randn(32, 128, 256, 1024)
    return [x, y1]


def get_init_inputs():
    return []
