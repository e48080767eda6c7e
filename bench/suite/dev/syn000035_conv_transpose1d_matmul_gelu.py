# Synthesized by cuagent (bench.synth.compose), seed=35, scale=h200.
# ops: conv_transpose1d -> matmul -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(64, 32, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = torch.matmul(x, y1)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 8192)
    y1 = torch.randn(16384, 1024)
    return [x, y1]


def get_init_inputs():
    return []
