# Synthesized by cuagent (bench.synth.compose), seed=579, scale=h200.
# ops: matmul -> qk_scores -> reduce:mean -> linear -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_3 = nn.Linear(2048, 4096, bias=True)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1)
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0442
        x = torch.mean(x, dim=1, keepdim=False)
        x = self.linear_3(x)
        x = x * y3
        return x


def get_inputs():
    x = torch.randn(16, 2048, 1024)
    y1 = torch.randn(1024, 512)
    y2 = torch.randn(16, 2048, 512)
    y3 = torch.randn(16, 4096)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
