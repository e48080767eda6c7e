# Synthesized by cuagent (bench.synth.compose), seed=134, scale=large.
# ops: max_pool1d -> activation2:gelu_tanh -> softmax:softmax -> scan:exclusive
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_0 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.max_pool1d_0(x)
        x = F.gelu(x, approximate="tanh")
        x = torch.softmax(x, dim=1)
        x = torch.cumsum(x, dim=2) - x
        return x


def get_inputs():
    x = torch.randn(64, 256, 65536)
    return [x]


def get_init_inputs():
    return []
