# Synthesized by cuagent (bench.synth.compose), seed=173, scale=h200.
# ops: conv_transpose2d -> activation:softplus -> scalar_arith -> tensor_arith:mul_param -> activation:tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 16, kernel_size=4, stride=2, padding=0, bias=False)
        self.tensor_arith_3 = nn.Parameter(1.0 + 0.1 * torch.randn(16, 1, 1))

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = F.softplus(x)
        x = x - 0.5
        x = x * self.tensor_arith_3
        x = torch.tanh(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 128, 64)
    return [x]


def get_init_inputs():
    return []
