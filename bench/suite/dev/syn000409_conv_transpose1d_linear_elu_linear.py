# Synthesized by cuagent (bench.synth.compose), seed=409, scale=h200.
# ops: conv_transpose1d -> linear -> activation:elu -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(32, 32, kernel_size=4, stride=1, padding=0, bias=True)
        self.linear_1 = nn.Linear(8195, 8192, bias=True)
        self.linear_3 = nn.Linear(8192, 1024, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.linear_1(x)
        x = F.elu(x, alpha=1.0)
        x = self.linear_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 8192)
    return [x]


def get_init_inputs():
    return []
