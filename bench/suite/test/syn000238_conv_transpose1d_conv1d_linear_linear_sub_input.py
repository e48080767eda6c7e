# Synthesized by cuagent (bench.synth.compose), seed=238, scale=h200.
# ops: conv_transpose1d -> conv1d -> linear -> linear -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(64, 32, kernel_size=3, stride=2, padding=0, bias=False)
        self.conv1d_1 = nn.Conv1d(32, 256, kernel_size=5, stride=1, padding=2, bias=True)
        self.linear_2 = nn.Linear(4097, 2048, bias=True)
        self.linear_3 = nn.Linear(2048, 512, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = self.conv1d_1(x)
        x = self.linear_2(x)
        x = self.linear_3(x)
        x = x - y1
        return x


def get_inputs():
    x = torch.randn(128, 64, 2048)
    y1 = torch.randn(128, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
