# Synthesized by cuagent (bench.synth.compose), seed=225, scale=large.
# ops: cat -> tensor_arith:add_input -> layout:transpose
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.cat([x, y1], dim=1)
        x = x + y2
        x = x.transpose(1, 2).contiguous()
        return x


def get_inputs():
    x = torch.randn(128, 128, 32768)
    y1 = torch.randn(128, 128, 32768)
    y2 = torch.randn(128, 256, 32768)
    return [x, y1, y2]


def get_init_inputs():
    return []
