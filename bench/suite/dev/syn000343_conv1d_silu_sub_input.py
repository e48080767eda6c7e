# Synthesized by cuagent (bench.synth.compose), seed=343, scale=h200.
# ops: conv1d -> activation:silu -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(2048, 256, kernel_size=5, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = F.silu(x)
        x = x - y1
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    y1 = torch.randn(16, 256, 2044)
    return [x, y1]


def get_init_inputs():
    return []
