# Synthesized by cuagent (bench.synth.compose), seed=624, scale=h200.
# ops: conv1d -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 128, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = x * y1
        return x


def get_inputs():
    x = torch.randn(64, 512, 2048)
    y1 = torch.randn(64, 128, 2046)
    return [x, y1]


def get_init_inputs():
    return []
