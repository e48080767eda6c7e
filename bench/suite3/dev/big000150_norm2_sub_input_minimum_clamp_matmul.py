# Synthesized by cuagent (bench.synth.compose), seed=150, scale=large.
# ops: reduce2:norm2 -> tensor_arith:sub_input -> binary:minimum -> clamp -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.linalg.vector_norm(x, ord=2, dim=1, keepdim=True)
        x = x - y1
        x = torch.minimum(x, y2)
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = torch.matmul(x, y3)
        return x


def get_inputs():
    x = torch.randn(256, 64, 65536)
    y1 = torch.randn(256, 1, 65536)
    y2 = torch.randn(256, 1, 65536)
    y3 = torch.randn(65536, 2048)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
