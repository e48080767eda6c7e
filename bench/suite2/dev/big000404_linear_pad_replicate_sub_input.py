# Synthesized by cuagent (bench.synth.compose), seed=404, scale=large.
# ops: linear -> layout:pad_replicate -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 4096, bias=False)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = F.pad(x, (2, 2, 2, 2), mode="replicate")
        x = x - y1
        return x


def get_inputs():
    x = torch.randn(32, 8192, 1024)
    y1 = torch.randn(32, 8196, 4100)
    return [x, y1]


def get_init_inputs():
    return []
