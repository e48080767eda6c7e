# Synthesized by cuagent (bench.synth.compose), seed=374, scale=h200.
# ops: linear -> batch_norm -> tensor_arith:sub_input -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 1024, bias=True)
        self.batch_norm_1 = nn.BatchNorm1d(1024)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = self.batch_norm_1(x)
        x = x - y1
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(4096, 8192)
    y1 = torch.randn(4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
