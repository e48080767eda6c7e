# Synthesized by cuagent (bench.synth.compose), seed=403, scale=h200.
# ops: conv2d -> scalar_arith -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 32, kernel_size=5, stride=1, padding=2, bias=False)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = x + 2.0
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 16, 1024, 128)
    return [x]


def get_init_inputs():
    return []
