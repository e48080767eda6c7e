# Synthesized by cuagent (bench.synth.compose), seed=8, scale=large.
# ops: conv2d -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 32, kernel_size=3, stride=1, padding=1, bias=True)
        self.layer_norm_1 = nn.LayerNorm(512)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.layer_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 512, 512)
    return [x]


def get_init_inputs():
    return []
