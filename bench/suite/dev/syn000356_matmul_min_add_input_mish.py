# Synthesized by cuagent (bench.synth.compose), seed=356, scale=h200.
# ops: matmul -> reduce:min -> tensor_arith:add_input -> activation:mish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.min(x, dim=1, keepdim=False)[0]
        x = x + y2
        x = F.mish(x)
        return x


def get_inputs():
    x = torch.randn(1024, 8192)
    y1 = torch.randn(8192, 4096)
    y2 = torch.randn(1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
