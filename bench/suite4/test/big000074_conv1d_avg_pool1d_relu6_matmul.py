# Synthesized by cuagent (bench.synth.compose), seed=74, scale=large.
# ops: conv1d -> avg_pool1d -> activation2:relu6 -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(128, 512, kernel_size=3, stride=1, padding=1, bias=True)
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=3, stride=3)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = self.avg_pool1d_1(x)
        x = F.relu6(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 128, 32768)
    y1 = torch.randn(10922, 1024)
    return [x, y1]


def get_init_inputs():
    return []
