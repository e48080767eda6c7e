# Synthesized by cuagent (bench.synth.compose), seed=740, scale=h200.
# ops: conv1d -> bmm -> group_norm -> avg_pool1d -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(256, 64, kernel_size=3, stride=1, padding=0, bias=True)
        self.group_norm_2 = nn.GroupNorm(8, 64)
        self.avg_pool1d_3 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.bmm(x, y1)
        x = self.group_norm_2(x)
        x = self.avg_pool1d_3(x)
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 256, 4096)
    y1 = torch.randn(128, 4094, 512)
    return [x, y1]


def get_init_inputs():
    return []
