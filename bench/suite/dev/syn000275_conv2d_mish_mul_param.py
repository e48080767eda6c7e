# Synthesized by cuagent (bench.synth.compose), seed=275, scale=h200.
# ops: conv2d -> activation:mish -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 128, kernel_size=5, stride=2, padding=2, bias=True)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(128, 1, 1))

    def forward(self, x):
        x = self.conv2d_0(x)
        x = F.mish(x)
        x = x * self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(32, 128, 64, 128)
    return [x]


def get_init_inputs():
    return []
