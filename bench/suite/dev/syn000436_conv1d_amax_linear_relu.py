# Synthesized by cuagent (bench.synth.compose), seed=436, scale=h200.
# ops: conv1d -> reduce:amax -> linear -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(1024, 256, kernel_size=3, stride=1, padding=1, bias=False)
        self.linear_2 = nn.Linear(2048, 1024, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.amax(x, dim=1, keepdim=False)
        x = self.linear_2(x)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
