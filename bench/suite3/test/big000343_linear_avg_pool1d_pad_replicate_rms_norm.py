# Synthesized by cuagent (bench.synth.compose), seed=343, scale=large.
# ops: linear -> avg_pool1d -> layout:pad_replicate -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 1024, bias=True)
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=2, stride=2)
        self.rms_norm_3 = nn.RMSNorm(516)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.avg_pool1d_1(x)
        x = F.pad(x, (2, 2, 2, 2), mode="replicate")
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    return [x]


def get_init_inputs():
    return []
