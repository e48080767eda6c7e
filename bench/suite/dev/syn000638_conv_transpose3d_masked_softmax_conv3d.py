# Synthesized by cuagent (bench.synth.compose), seed=638, scale=h200.
# ops: conv_transpose3d -> masked_softmax -> conv3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 64, kernel_size=2, stride=1, padding=0, bias=False)
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(17, 17)))
        self.conv3d_2 = nn.Conv3d(64, 64, kernel_size=3, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        x = self.conv3d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 48, 16, 16)
    return [x]


def get_init_inputs():
    return []
