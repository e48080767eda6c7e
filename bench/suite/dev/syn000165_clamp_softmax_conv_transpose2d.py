# Synthesized by cuagent (bench.synth.compose), seed=165, scale=h200.
# ops: clamp -> softmax:softmax -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_2 = nn.ConvTranspose2d(256, 32, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = torch.clamp(x, min=-0.5, max=2.0)
        x = torch.softmax(x, dim=-1)
        x = self.conv_transpose2d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 64, 256)
    return [x]


def get_init_inputs():
    return []
