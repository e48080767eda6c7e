# Synthesized by cuagent (bench.synth.compose), seed=23, scale=h200.
# ops: softmax:softmax -> conv1d -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(2048, 512, kernel_size=1, stride=1, padding=0, bias=True)
        self.group_norm_2 = nn.GroupNorm(4, 512)

    def forward(self, x):
        x = torch.softmax(x, dim=1)
        x = self.conv1d_1(x)
        x = self.group_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
