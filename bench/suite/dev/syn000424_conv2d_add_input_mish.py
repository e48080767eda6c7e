# Synthesized by cuagent (bench.synth.compose), seed=424, scale=h200.
# ops: conv2d -> tensor_arith:add_input -> activation:mish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 256, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = x + y1
        x = F.mish(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 128, 128)
    y1 = torch.randn(64, 256, 64, 64)
    return [x, y1]


def get_init_inputs():
    return []
