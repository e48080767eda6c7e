# Synthesized by cuagent (bench.synth.compose), seed=7, scale=h200.
# ops: linear -> tensor_arith:mul_input -> activation:tanh -> reduce:logsumexp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(512, 8192, bias=True)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = x * y1
        x = torch.tanh(x)
        x = torch.logsumexp(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(8192, 512)
    y1 = torch.randn(8192, 8192)
    return [x, y1]


def get_init_inputs():
    return []
