# Synthesized by cuagent (bench.synth.compose), seed=283, scale=large.
# ops: conv2d -> reduce2:norm1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 256, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.linalg.vector_norm(x, ord=1, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(256, 256, 128, 256)
    return [x]


def get_init_inputs():
    return []
