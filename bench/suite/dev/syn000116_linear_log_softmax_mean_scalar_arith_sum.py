# Synthesized by cuagent (bench.synth.compose), seed=116, scale=h200.
# ops: linear -> softmax:log_softmax -> reduce:mean -> scalar_arith -> reduce:sum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(8192, 4096, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.log_softmax(x, dim=-1)
        x = torch.mean(x, dim=1, keepdim=True)
        x = x - 2.0
        x = torch.sum(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(1024, 8192)
    return [x]


def get_init_inputs():
    return []
