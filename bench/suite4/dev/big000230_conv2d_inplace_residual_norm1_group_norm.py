# Synthesized by cuagent (bench.synth.compose), seed=230, scale=large.
# ops: conv2d -> inplace_residual -> reduce2:norm1 -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 128, kernel_size=5, stride=2, padding=2, bias=False)
        self.inplace_residual_1 = nn.SiLU(inplace=True)
        self.group_norm_3 = nn.GroupNorm(2, 64)

    def forward(self, x):
        x = self.conv2d_0(x)
        h_inplace_residual_1 = self.inplace_residual_1(x * 2.0)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        x = torch.linalg.vector_norm(x, ord=1, dim=1, keepdim=False)
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 128, 512)
    return [x]


def get_init_inputs():
    return []
