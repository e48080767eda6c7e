# Synthesized by cuagent (bench.synth.compose), seed=70, scale=large.
# ops: conv_transpose1d -> reduce2:norm2
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(64, 64, kernel_size=3, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.linalg.vector_norm(x, ord=2, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(256, 64, 32768)
    return [x]


def get_init_inputs():
    return []
