# Synthesized by cuagent (bench.synth.compose), seed=174, scale=large.
# ops: matmul -> max_pool1d -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=3, stride=2)
        self.rms_norm_2 = nn.RMSNorm(4095)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.max_pool1d_1(x)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 1024, 1024)
    y1 = torch.randn(1024, 8192)
    return [x, y1]


def get_init_inputs():
    return []
