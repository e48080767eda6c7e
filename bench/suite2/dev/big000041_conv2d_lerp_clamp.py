# Synthesized by cuagent (bench.synth.compose), seed=41, scale=large.
# ops: conv2d -> binary:lerp -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 256, kernel_size=1, stride=2, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.lerp(x, y1, 0.3)
        x = torch.clamp(x, min=-1.0, max=2.0)
        return x


def get_inputs():
    x = torch.randn(128, 32, 512, 256)
    y1 = torch.randn(128, 256, 256, 128)
    return [x, y1]


def get_init_inputs():
    return []
