# Synthesized by cuagent (bench.synth.compose), seed=211, scale=h200.
# ops: conv1d -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(1024, 512, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 1024)
    return [x]


def get_init_inputs():
    return []
