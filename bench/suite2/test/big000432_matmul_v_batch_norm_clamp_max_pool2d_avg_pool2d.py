# Synthesized by cuagent (bench.synth.compose), seed=432, scale=large.
# ops: matmul_v -> batch_norm -> clamp -> max_pool2d -> avg_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm2d(128)
        self.max_pool2d_3 = nn.MaxPool2d(kernel_size=3, stride=3)
        self.avg_pool2d_4 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.batch_norm_1(x)
        x = torch.clamp(x, min=-0.5, max=2.0)
        x = self.max_pool2d_3(x)
        x = self.avg_pool2d_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 128, 512, 512)
    y1 = torch.randn(32, 128, 512, 64)
    return [x, y1]


def get_init_inputs():
    return []
