# Synthesized by cuagent (bench.synth.compose), seed=171, scale=large.
# ops: tensor_arith:sub_input -> binary:maximum -> activation2:selu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = x - y1
        x = torch.maximum(x, y2)
        x = F.selu(x)
        return x


def get_inputs():
    x = torch.randn(128, 512, 32768)
    y1 = torch.randn(128, 512, 32768)
    y2 = torch.randn(128, 512, 32768)
    return [x, y1, y2]


def get_init_inputs():
    return []
