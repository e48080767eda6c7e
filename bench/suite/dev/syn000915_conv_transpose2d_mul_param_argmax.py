# Synthesized by cuagent (bench.synth.compose), seed=915, scale=h200.
# ops: conv_transpose2d -> tensor_arith:mul_param -> reduce:argmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(256, 16, kernel_size=4, stride=1, padding=1, bias=True)
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(16, 1, 1))

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = x * self.tensor_arith_1
        x = torch.argmax(x, dim=3, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(16, 256, 128, 256)
    return [x]


def get_init_inputs():
    return []
