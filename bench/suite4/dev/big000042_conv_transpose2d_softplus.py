# Synthesized by cuagent (bench.synth.compose), seed=42, scale=large.
# ops: conv_transpose2d -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 32, kernel_size=3, stride=2, padding=1, bias=False)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 4096, 64)
    return [x]


def get_init_inputs():
    return []
