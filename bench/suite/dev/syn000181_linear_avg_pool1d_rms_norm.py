# Synthesized by cuagent (bench.synth.compose), seed=181, scale=h200.
# ops: linear -> avg_pool1d -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 512, bias=True)
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=2, stride=2)
        self.rms_norm_2 = nn.RMSNorm(256)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.avg_pool1d_1(x)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 512, 1024)
    return [x]


def get_init_inputs():
    return []
