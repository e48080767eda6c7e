# Synthesized by cuagent (bench.synth.compose), seed=376, scale=h200.
# ops: conv3d -> reduce:min -> activation:hardswish -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 512, kernel_size=3, stride=2, padding=1, bias=False)
        self.group_norm_3 = nn.GroupNorm(4, 512)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.min(x, dim=2, keepdim=False)[0]
        x = F.hardswish(x)
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 32, 64, 32)
    return [x]


def get_init_inputs():
    return []
