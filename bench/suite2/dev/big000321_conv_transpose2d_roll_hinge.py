# Synthesized by cuagent (bench.synth.compose), seed=321, scale=large.
# ops: conv_transpose2d -> layout:roll -> loss:hinge
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(256, 32, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = torch.roll(x, shifts=1, dims=2)
        x = torch.clamp(1.0 - x * torch.sign(y1), min=0.0).mean()
        return x


def get_inputs():
    x = torch.randn(128, 256, 256, 256)
    y1 = torch.randn(128, 32, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
