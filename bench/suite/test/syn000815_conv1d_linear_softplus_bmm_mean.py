# Synthesized by cuagent (bench.synth.compose), seed=815, scale=h200.
# ops: conv1d -> linear -> activation:softplus -> bmm -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(1024, 64, kernel_size=5, stride=1, padding=0, bias=False)
        self.linear_1 = nn.Linear(2044, 4096, bias=False)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = self.linear_1(x)
        x = F.softplus(x)
        x = torch.bmm(x, y1)
        x = torch.mean(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 2048)
    y1 = torch.randn(16, 4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
