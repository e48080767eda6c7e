# Synthesized by cuagent (bench.synth.compose), seed=19, scale=large.
# ops: conv_transpose2d -> loss:hinge
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(512, 64, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = torch.clamp(1.0 - x * torch.sign(y1), min=0.0).mean()
        return x


def get_inputs():
    x = torch.randn(32, 512, 256, 512)
    y1 = torch.randn(32, 64, 512, 1024)
    return [x, y1]


def get_init_inputs():
    return []
