# Synthesized by cuagent (bench.synth.compose), seed=713, scale=h200.
# ops: qk_scores -> rms_norm -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(1024)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = self.rms_norm_1(x)
        x = self.max_pool2d_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 16, 1024, 128)
    y1 = torch.randn(16, 16, 1024, 128)
    return [x, y1]


def get_init_inputs():
    return []
