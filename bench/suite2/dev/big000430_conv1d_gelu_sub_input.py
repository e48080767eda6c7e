# Synthesized by cuagent (bench.synth.compose), seed=430, scale=large.
# ops: conv1d -> activation:gelu -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(128, 512, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = F.gelu(x)
        x = x - y1
        return x


def get_inputs():
    x = torch.randn(64, 128, 65536)
    y1 = torch.randn(64, 512, 65536)
    return [x, y1]


def get_init_inputs():
    return []
