# Synthesized by cuagent (bench.synth.compose), seed=500, scale=h200.
# ops: qk_scores -> max_pool2d -> activation:mish -> matmul_v
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.1768
        x = self.max_pool2d_1(x)
        x = F.mish(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(32, 128, 256, 32)
    y1 = torch.randn(32, 128, 256, 32)
    y2 = torch.randn(32, 128, 128, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
