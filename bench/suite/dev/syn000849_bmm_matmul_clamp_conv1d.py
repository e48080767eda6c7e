# Synthesized by cuagent (bench.synth.compose), seed=849, scale=h200.
# ops: bmm -> matmul -> clamp -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_3 = nn.Conv1d(1024, 512, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = torch.matmul(x, y2)
        x = torch.clamp(x, min=-2.0, max=1.0)
        x = self.conv1d_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 1024)
    y1 = torch.randn(16, 1024, 512)
    y2 = torch.randn(512, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
