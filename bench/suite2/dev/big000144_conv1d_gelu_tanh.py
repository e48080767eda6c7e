# Synthesized by cuagent (bench.synth.compose), seed=144, scale=large.
# ops: conv1d -> activation2:gelu_tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(256, 128, kernel_size=1, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = F.gelu(x, approximate="tanh")
        return x


def get_inputs():
    x = torch.randn(128, 256, 65536)
    return [x]


def get_init_inputs():
    return []
