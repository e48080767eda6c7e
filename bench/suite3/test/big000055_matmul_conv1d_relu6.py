# Synthesized by cuagent (bench.synth.compose), seed=55, scale=large.
# ops: matmul -> conv1d -> activation2:relu6
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(4096, 128, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.conv1d_1(x)
        x = F.relu6(x)
        return x


def get_inputs():
    x = torch.randn(256, 4096, 1024)
    y1 = torch.randn(1024, 1024)
    return [x, y1]


def get_init_inputs():
    return []
