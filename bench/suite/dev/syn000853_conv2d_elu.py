# Synthesized by cuagent (bench.synth.compose), seed=853, scale=h200.
# ops: conv2d -> activation:elu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 128, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = F.elu(x, alpha=0.5)
        return x


def get_inputs():
    x = torch.randn(32, 512, 256, 64)
    return [x]


def get_init_inputs():
    return []
