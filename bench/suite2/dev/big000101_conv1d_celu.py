# Synthesized by cuagent (bench.synth.compose), seed=101, scale=large.
# ops: conv1d -> activation2:celu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(64, 256, kernel_size=5, stride=2, padding=2, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = F.celu(x, alpha=0.75)
        return x


def get_inputs():
    x = torch.randn(256, 64, 32768)
    return [x]


def get_init_inputs():
    return []
