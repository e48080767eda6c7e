# Synthesized by cuagent (bench.synth.compose), seed=180, scale=large.
# ops: conv_transpose2d -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 128, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.min(x, dim=3, keepdim=True)[0]
        return x


def get_inputs():
    x = torch.randn(32, 32, 2048, 128)
    return [x]


def get_init_inputs():
    return []
