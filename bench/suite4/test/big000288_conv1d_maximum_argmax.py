# Synthesized by cuagent (bench.synth.compose), seed=288, scale=large.
# ops: conv1d -> binary:maximum -> reduce:argmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(4096, 32, kernel_size=5, stride=1, padding=2, bias=False)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.maximum(x, y1)
        x = torch.argmax(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 32, 4096)
    return [x, y1]


def get_init_inputs():
    return []
