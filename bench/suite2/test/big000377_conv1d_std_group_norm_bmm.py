# Synthesized by cuagent (bench.synth.compose), seed=377, scale=large.
# ops: conv1d -> reduce2:std -> group_norm -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 64, kernel_size=5, stride=1, padding=2, bias=False)
        self.group_norm_2 = nn.GroupNorm(4, 64)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.std(x, dim=2, keepdim=True)
        x = self.group_norm_2(x)
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 512, 131072)
    y1 = torch.randn(32, 1, 2048)
    return [x, y1]


def get_init_inputs():
    return []
