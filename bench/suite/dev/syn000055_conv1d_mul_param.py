# Synthesized by cuagent (bench.synth.compose), seed=55, scale=h200.
# ops: conv1d -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(1024, 512, kernel_size=5, stride=1, padding=2, bias=True)
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(512, 1))

    def forward(self, x):
        x = self.conv1d_0(x)
        x = x * self.tensor_arith_1
        return x


def get_inputs():
    x = torch.randn(16, 1024, 512)
    return [x]


def get_init_inputs():
    return []
