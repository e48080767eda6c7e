# Synthesized by cuagent (bench.synth.compose), seed=246, scale=large.
# ops: linear -> activation2:gelu_tanh -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 4096, bias=True)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.gelu(x, approximate="tanh")
        x = self.max_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 2048)
    return [x]


def get_init_inputs():
    return []
