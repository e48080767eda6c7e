# Synthesized by cuagent (bench.synth.compose), seed=277, scale=large.
# ops: qk_scores -> max_pool2d -> reduce:logsumexp
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
        x = torch.logsumexp(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(64, 32, 1024, 128)
    y1 = torch.randn(64, 32, 1024, 128)
    return [x, y1]


def get_init_inputs():
    return []
