# Synthesized by cuagent (bench.synth.compose), seed=308, scale=large.
# ops: conv_transpose3d -> scan:cumsum -> layer_norm -> scan:cumsum -> scan:cumprod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 256, kernel_size=2, stride=1, padding=0, bias=True)
        self.layer_norm_2 = nn.LayerNorm(33)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = torch.cumsum(x, dim=4)
        x = self.layer_norm_2(x)
        x = torch.cumsum(x, dim=4)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=4)
        return x


def get_inputs():
    x = torch.randn(32, 64, 64, 64, 32)
    return [x]


def get_init_inputs():
    return []
