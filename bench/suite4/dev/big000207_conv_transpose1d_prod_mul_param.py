# Synthesized by cuagent (bench.synth.compose), seed=207, scale=large.
# ops: conv_transpose1d -> prod -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(64, 64, kernel_size=2, stride=1, padding=0, bias=False)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(64))

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=2, keepdim=False)
        x = x * self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(256, 64, 65536)
    return [x]


def get_init_inputs():
    return []
