# Synthesized by cuagent (bench.synth.compose), seed=434, scale=h200.
# ops: conv_transpose2d -> softmax:log_softmax -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(512, 64, kernel_size=3, stride=2, padding=1, bias=True)
        self.group_norm_2 = nn.GroupNorm(2, 64)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.log_softmax(x, dim=-1)
        x = self.group_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 64, 64)
    return [x]


def get_init_inputs():
    return []
