# Synthesized by cuagent (bench.synth.compose), seed=419, scale=large.
# ops: conv_transpose1d -> max_pool1d -> linear -> activation2:hardtanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(8192, 128, kernel_size=3, stride=1, padding=0, bias=True)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.linear_2 = nn.Linear(2049, 2048, bias=False)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.max_pool1d_1(x)
        x = self.linear_2(x)
        x = F.hardtanh(x, min_val=-0.5, max_val=1.5)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
