# Synthesized by cuagent (bench.synth.compose), seed=110, scale=h200.
# ops: conv3d -> max_pool3d -> activation:elu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 32, kernel_size=3, stride=1, padding=1, bias=False)
        self.max_pool3d_1 = nn.MaxPool3d(kernel_size=3, stride=3)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.max_pool3d_1(x)
        x = F.elu(x, alpha=1.0)
        return x


def get_inputs():
    x = torch.randn(64, 64, 24, 16, 48)
    return [x]


def get_init_inputs():
    return []
