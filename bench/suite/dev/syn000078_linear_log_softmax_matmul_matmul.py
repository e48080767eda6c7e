# Synthesized by cuagent (bench.synth.compose), seed=78, scale=h200.
# ops: linear -> softmax:log_softmax -> matmul -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 512, bias=True)

    def forward(self, x, y1, y2):
        x = self.linear_0(x)
        x = torch.log_softmax(x, dim=-1)
        x = torch.matmul(x, y1)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(8192, 8192)
    y1 = torch.randn(512, 8192)
    y2 = torch.randn(8192, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
