# Synthesized by cuagent (bench.synth.compose), seed=241, scale=large.
# ops: qk_scores -> max_pool2d -> clamp -> reduce:sum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = self.max_pool2d_1(x)
        x = torch.clamp(x, min=-0.5, max=0.5)
        x = torch.sum(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 16, 2048, 128)
    y1 = torch.randn(32, 16, 2048, 128)
    return [x, y1]


def get_init_inputs():
    return []
