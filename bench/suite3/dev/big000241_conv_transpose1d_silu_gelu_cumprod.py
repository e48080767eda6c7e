# Synthesized by cuagent (bench.synth.compose), seed=241, scale=large.
# ops: conv_transpose1d -> activation:silu -> activation:gelu -> scan:cumprod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(4096, 128, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = F.silu(x)
        x = F.gelu(x)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=2)
        return x


def get_inputs():
    x = torch.randn(256, 4096, 1024)
    return [x]


def get_init_inputs():
    return []
