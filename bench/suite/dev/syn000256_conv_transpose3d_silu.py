# Synthesized by cuagent (bench.synth.compose), seed=256, scale=h200.
# ops: conv_transpose3d -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 32, kernel_size=4, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 16, 16, 32)
    return [x]


def get_init_inputs():
    return []
