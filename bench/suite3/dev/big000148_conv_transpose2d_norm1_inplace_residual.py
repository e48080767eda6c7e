# Synthesized by cuagent (bench.synth.compose), seed=148, scale=large.
# ops: conv_transpose2d -> reduce2:norm1 -> inplace_residual
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(512, 64, kernel_size=2, stride=2, padding=0, bias=True)
        self.inplace_residual_2 = nn.ReLU(inplace=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.linalg.vector_norm(x, ord=1, dim=1, keepdim=False)
        h_inplace_residual_2 = self.inplace_residual_2(x * 2.0)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        return x


def get_inputs():
    x = torch.randn(64, 512, 256, 256)
    return [x]


def get_init_inputs():
    return []
