# Synthesized by cuagent (bench.synth.compose), seed=49, scale=large.
# ops: conv1d -> activation2:celu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(4096, 512, kernel_size=3, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = F.celu(x, alpha=0.75)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    return [x]


def get_init_inputs():
    return []
