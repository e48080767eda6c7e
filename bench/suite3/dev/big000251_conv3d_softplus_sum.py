# Synthesized by cuagent (bench.synth.compose), seed=251, scale=large.
# ops: conv3d -> activation:softplus -> reduce:sum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 256, kernel_size=1, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = F.softplus(x)
        x = torch.sum(x, dim=3, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(32, 128, 96, 64, 48)
    return [x]


def get_init_inputs():
    return []
