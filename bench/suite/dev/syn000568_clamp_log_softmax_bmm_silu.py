# Synthesized by cuagent (bench.synth.compose), seed=568, scale=h200.
# ops: clamp -> softmax:log_softmax -> bmm -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.clamp(x, min=-0.5, max=2.0)
        x = torch.log_softmax(x, dim=1)
        x = torch.bmm(x, y1)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    y1 = torch.randn(16, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
