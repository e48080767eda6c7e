# Synthesized by cuagent (bench.synth.compose), seed=534, scale=h200.
# ops: conv1d -> linear -> scalar_arith -> conv_transpose1d -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(1024, 128, kernel_size=1, stride=1, padding=0, bias=False)
        self.linear_1 = nn.Linear(2048, 4096, bias=False)
        self.conv_transpose1d_3 = nn.ConvTranspose1d(128, 64, kernel_size=4, stride=2, padding=1, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.linear_1(x)
        x = x + 0.5
        x = self.conv_transpose1d_3(x)
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
