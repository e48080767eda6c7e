# Synthesized by cuagent (bench.synth.compose), seed=795, scale=h200.
# ops: conv_transpose3d -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(128, 64, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = torch.min(x, dim=3, keepdim=True)[0]
        return x


def get_inputs():
    x = torch.randn(16, 128, 64, 16, 32)
    return [x]


def get_init_inputs():
    return []
