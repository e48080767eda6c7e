# Synthesized by cuagent (bench.synth.compose), seed=206, scale=large.
# ops: conv2d -> layer_norm -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 32, kernel_size=3, stride=2, padding=1, bias=True)
        self.layer_norm_1 = nn.LayerNorm(64)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = self.layer_norm_1(x)
        x = x - y1
        return x


def get_inputs():
    x = torch.randn(64, 32, 8192, 128)
    y1 = torch.randn(64, 32, 4096, 64)
    return [x, y1]


def get_init_inputs():
    return []
