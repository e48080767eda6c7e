# Synthesized by cuagent (bench.synth.compose), seed=227, scale=large.
# ops: conv1d -> diff -> prod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(64, 512, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.diff(x, dim=2)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=2, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(128, 64, 32768)
    return [x]


def get_init_inputs():
    return []
