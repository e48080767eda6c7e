# Synthesized by cuagent (bench.synth.compose), seed=189, scale=h200.
# ops: matmul -> activation:gelu -> tensor_arith:add_input -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = F.gelu(x)
        x = x + y2
        x = torch.clamp(x, min=-1.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(4096, 4096)
    y1 = torch.randn(4096, 2048)
    y2 = torch.randn(4096, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
