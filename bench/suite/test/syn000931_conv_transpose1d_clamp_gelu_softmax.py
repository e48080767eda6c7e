# Synthesized by cuagent (bench.synth.compose), seed=931, scale=h200.
# ops: conv_transpose1d -> clamp -> activation:gelu -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(1024, 256, kernel_size=4, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.clamp(x, min=-0.5, max=0.5)
        x = F.gelu(x)
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
