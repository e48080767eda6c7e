# Synthesized by cuagent (bench.synth.compose), seed=195, scale=h200.
# ops: conv2d -> tensor_arith:mul_input -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 256, kernel_size=5, stride=2, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = x * y1
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 32, 64)
    y1 = torch.randn(64, 256, 14, 30)
    return [x, y1]


def get_init_inputs():
    return []
