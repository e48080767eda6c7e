# Synthesized by cuagent (bench.synth.compose), seed=348, scale=large.
# ops: softmax:log_softmax -> prod -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.log_softmax(x, dim=-1)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=2, keepdim=False)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 256, 65536)
    y1 = torch.randn(256, 1024)
    return [x, y1]


def get_init_inputs():
    return []
