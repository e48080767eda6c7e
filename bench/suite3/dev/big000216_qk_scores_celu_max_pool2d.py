# Synthesized by cuagent (bench.synth.compose), seed=216, scale=large.
# ops: qk_scores -> activation2:celu -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = F.celu(x, alpha=0.75)
        x = self.max_pool2d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 512)
    y1 = torch.randn(32, 256, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
