# Synthesized by cuagent (bench.synth.compose), seed=223, scale=large.
# ops: conv2d -> tensor_arith:mul_input -> activation:softplus -> layout:tril -> inplace_residual
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 512, kernel_size=1, stride=2, padding=0, bias=True)
        self.inplace_residual_4 = nn.ReLU6(inplace=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = x * y1
        x = F.softplus(x)
        x = torch.tril(x, diagonal=3)
        h_inplace_residual_4 = self.inplace_residual_4(x * 1.5)
        h_inplace_residual_4 += x
        x = h_inplace_residual_4
        return x


def get_inputs():
    x = torch.randn(64, 16, 2048, 128)
    y1 = torch.randn(64, 512, 1024, 64)
    return [x, y1]


def get_init_inputs():
    return []
