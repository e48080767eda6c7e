# Synthesized by cuagent (bench.synth.compose), seed=30, scale=h200.
# ops: activation:tanh -> avg_pool1d -> max_pool1d -> qk_scores -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=3, stride=2)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.instance_norm_4 = nn.InstanceNorm1d(1024, affine=True)

    def forward(self, x, y1):
        x = torch.tanh(x)
        x = self.avg_pool1d_1(x)
        x = self.max_pool1d_2(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.instance_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    y1 = torch.randn(32, 1024, 511)
    return [x, y1]


def get_init_inputs():
    return []
