# Synthesized by cuagent (bench.synth.compose), seed=219, scale=large.
# ops: qk_scores -> reduce2:norm2 -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=3, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.linalg.vector_norm(x, ord=2, dim=3, keepdim=False)
        x = self.max_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 512, 256)
    y1 = torch.randn(64, 64, 512, 256)
    return [x, y1]


def get_init_inputs():
    return []
