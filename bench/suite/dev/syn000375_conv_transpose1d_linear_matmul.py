# Synthesized by cuagent (bench.synth.compose), seed=375, scale=h200.
# ops: conv_transpose1d -> linear -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 16, kernel_size=4, stride=2, padding=1, bias=True)
        self.linear_1 = nn.Linear(2048, 1024, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = self.linear_1(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 1024)
    y1 = torch.randn(1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
