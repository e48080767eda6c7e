# Synthesized by cuagent (bench.synth.compose), seed=288, scale=large.
# ops: conv1d -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 128, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
