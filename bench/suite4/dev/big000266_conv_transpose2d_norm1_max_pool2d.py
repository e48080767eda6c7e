# Synthesized by cuagent (bench.synth.compose), seed=266, scale=large.
# ops: conv_transpose2d -> reduce2:norm1 -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(256, 32, kernel_size=2, stride=1, padding=0, bias=True)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.linalg.vector_norm(x, ord=1, dim=1, keepdim=True)
        x = self.max_pool2d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 128, 512)
    return [x]


def get_init_inputs():
    return []
