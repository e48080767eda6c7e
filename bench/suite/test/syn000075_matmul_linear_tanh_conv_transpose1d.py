# Synthesized by cuagent (bench.synth.compose), seed=75, scale=h200.
# ops: matmul -> linear -> activation:tanh -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(8192, 4096, bias=True)
        self.conv_transpose1d_3 = nn.ConvTranspose1d(32, 512, kernel_size=4, stride=2, padding=1, bias=False)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.linear_1(x)
        x = torch.tanh(x)
        x = self.conv_transpose1d_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 32, 2048)
    y1 = torch.randn(2048, 8192)
    return [x, y1]


def get_init_inputs():
    return []
