# Synthesized by cuagent (bench.synth.compose), seed=803, scale=h200.
# ops: conv2d -> group_norm -> reduce:logsumexp -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 512, kernel_size=5, stride=1, padding=2, bias=True)
        self.group_norm_1 = nn.GroupNorm(4, 512)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.group_norm_1(x)
        x = torch.logsumexp(x, dim=3, keepdim=True)
        x = torch.amax(x, dim=3, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 32, 32, 256)
    return [x]


def get_init_inputs():
    return []
