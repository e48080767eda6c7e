# Synthesized by cuagent (bench.synth.compose), seed=829, scale=h200.
# ops: conv1d -> max_pool1d -> linear -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 512, kernel_size=3, stride=2, padding=1, bias=True)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.linear_2 = nn.Linear(512, 8192, bias=True)
        self.conv_transpose1d_3 = nn.ConvTranspose1d(512, 128, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.max_pool1d_1(x)
        x = self.linear_2(x)
        x = self.conv_transpose1d_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 2048)
    return [x]


def get_init_inputs():
    return []
