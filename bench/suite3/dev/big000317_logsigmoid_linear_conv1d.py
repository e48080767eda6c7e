# Synthesized by cuagent (bench.synth.compose), seed=317, scale=large.
# ops: activation2:logsigmoid -> linear -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(2048, 4096, bias=True)
        self.conv1d_2 = nn.Conv1d(8192, 32, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = F.logsigmoid(x)
        x = self.linear_1(x)
        x = self.conv1d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 2048)
    return [x]


def get_init_inputs():
    return []
