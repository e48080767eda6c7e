# Synthesized by cuagent (bench.synth.compose), seed=113, scale=large.
# ops: matmul -> clamp -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_2 = nn.Conv1d(128, 32, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.clamp(x, min=-2.0, max=1.0)
        x = self.conv1d_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 128, 32768)
    y1 = torch.randn(32768, 1024)
    return [x, y1]


def get_init_inputs():
    return []
