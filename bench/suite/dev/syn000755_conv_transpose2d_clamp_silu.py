# Synthesized by cuagent (bench.synth.compose), seed=755, scale=h200.
# ops: conv_transpose2d -> clamp -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(256, 128, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.clamp(x, min=-2.0, max=0.5)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 32, 256)
    return [x]


def get_init_inputs():
    return []
