# Synthesized by cuagent (bench.synth.compose), seed=382, scale=large.
# ops: conv1d -> diff -> max_pool1d -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 64, kernel_size=3, stride=1, padding=1, bias=False)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.instance_norm_3 = nn.InstanceNorm1d(64, affine=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.diff(x, dim=2)
        x = self.max_pool1d_2(x)
        x = self.instance_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 512, 16384)
    return [x]


def get_init_inputs():
    return []
