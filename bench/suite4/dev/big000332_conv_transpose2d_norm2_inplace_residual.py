# Synthesized by cuagent (bench.synth.compose), seed=332, scale=large.
# ops: conv_transpose2d -> reduce2:norm2 -> inplace_residual
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 32, kernel_size=3, stride=1, padding=1, bias=True)
        self.inplace_residual_2 = nn.ReLU6(inplace=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.linalg.vector_norm(x, ord=2, dim=3, keepdim=True)
        h_inplace_residual_2 = self.inplace_residual_2(x * 0.5)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        return x


def get_inputs():
    x = torch.randn(64, 16, 4096, 128)
    return [x]


def get_init_inputs():
    return []
