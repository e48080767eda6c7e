# Synthesized by cuagent (bench.synth.compose), seed=184, scale=large.
# ops: matmul_wt -> instance_norm -> max_pool1d -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(8192, 1024) / 32.0000)
        self.instance_norm_1 = nn.InstanceNorm1d(2048, affine=True)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=3, stride=2)
        self.rms_norm_3 = nn.RMSNorm(4095)

    def forward(self, x):
        x = x @ self.matmul_wt_0.T
        x = self.instance_norm_1(x)
        x = self.max_pool1d_2(x)
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
