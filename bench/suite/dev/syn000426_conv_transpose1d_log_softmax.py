# Synthesized by cuagent (bench.synth.compose), seed=426, scale=h200.
# ops: conv_transpose1d -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(256, 256, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 256, 4096)
    return [x]


def get_init_inputs():
    return []
