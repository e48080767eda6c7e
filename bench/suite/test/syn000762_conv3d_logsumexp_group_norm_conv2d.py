# Synthesized by cuagent (bench.synth.compose), seed=762, scale=h200.
# ops: conv3d -> reduce:logsumexp -> group_norm -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 512, kernel_size=3, stride=1, padding=1, bias=True)
        self.group_norm_2 = nn.GroupNorm(4, 64)
        self.conv2d_3 = nn.Conv2d(64, 128, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.logsumexp(x, dim=1, keepdim=False)
        x = self.group_norm_2(x)
        x = self.conv2d_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 32, 64, 32, 16)
    return [x]


def get_init_inputs():
    return []
