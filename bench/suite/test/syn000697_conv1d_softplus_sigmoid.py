# Synthesized by cuagent (bench.synth.compose), seed=697, scale=h200.
# ops: conv1d -> activation:softplus -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(128, 256, kernel_size=5, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = F.softplus(x)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 8192)
    return [x]


def get_init_inputs():
    return []
