# Synthesized by cuagent (bench.synth.compose), seed=148, scale=large.
# ops: conv_transpose2d -> conv2d -> inplace_residual -> reduce:sum -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 32, kernel_size=3, stride=1, padding=0, bias=False)
        self.conv2d_1 = nn.Conv2d(32, 128, kernel_size=1, stride=1, padding=0, bias=True)
        self.inplace_residual_2 = nn.Hardtanh(inplace=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = self.conv2d_1(x)
        h_inplace_residual_2 = self.inplace_residual_2(x * 0.5)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        x = torch.sum(x, dim=2, keepdim=False)
        x = x * y1
        return x


def get_inputs():
    x = torch.randn(64, 16, 2048, 64)
    y1 = torch.randn(64, 128, 66)
    return [x, y1]


def get_init_inputs():
    return []
