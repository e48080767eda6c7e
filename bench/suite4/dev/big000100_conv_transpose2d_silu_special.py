# Synthesized by cuagent (bench.synth.compose), seed=100, scale=large.
# ops: conv_transpose2d -> activation:silu -> special
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 32, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = F.silu(x)
        x = torch.logaddexp2(x, 0.5 * x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 256, 512)
    return [x]


def get_init_inputs():
    return []
