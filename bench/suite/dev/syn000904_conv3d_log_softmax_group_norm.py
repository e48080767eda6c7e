# Synthesized by cuagent (bench.synth.compose), seed=904, scale=h200.
# ops: conv3d -> softmax:log_softmax -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 512, kernel_size=3, stride=2, padding=0, bias=False)
        self.group_norm_2 = nn.GroupNorm(4, 512)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.log_softmax(x, dim=-1)
        x = self.group_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 64, 64, 16, 24)
    return [x]


def get_init_inputs():
    return []
