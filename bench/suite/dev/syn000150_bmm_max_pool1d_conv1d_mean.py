# Synthesized by cuagent (bench.synth.compose), seed=150, scale=h200.
# ops: bmm -> max_pool1d -> conv1d -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.conv1d_2 = nn.Conv1d(512, 64, kernel_size=5, stride=1, padding=2, bias=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.max_pool1d_1(x)
        x = self.conv1d_2(x)
        x = torch.mean(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 512, 1024)
    y1 = torch.randn(64, 1024, 1024)
    return [x, y1]


def get_init_inputs():
    return []
