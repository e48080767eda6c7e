# Synthesized by cuagent (bench.synth.compose), seed=327, scale=large.
# ops: activation:silu -> conv1d -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(4096, 64, kernel_size=1, stride=2, padding=0, bias=False)
        self.linear_2 = nn.Linear(1024, 2048, bias=True)

    def forward(self, x):
        x = F.silu(x)
        x = self.conv1d_1(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 4096, 2048)
    return [x]


def get_init_inputs():
    return []
