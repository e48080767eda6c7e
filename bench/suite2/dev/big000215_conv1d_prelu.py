# Synthesized by cuagent (bench.synth.compose), seed=215, scale=large.
# ops: conv1d -> activation2:prelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 64, kernel_size=1, stride=1, padding=0, bias=True)
        self.activation2_1 = nn.PReLU(64, init=0.1)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.activation2_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
