# Synthesized by cuagent (bench.synth.compose), seed=351, scale=h200.
# ops: bmm -> tensor_arith:add_param -> linear -> qk_scores -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_1 = nn.Parameter(torch.randn(2048, 1))
        self.linear_2 = nn.Linear(1024, 512, bias=False)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = x + self.tensor_arith_1
        x = self.linear_2(x)
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0442
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 2048)
    y1 = torch.randn(64, 2048, 1024)
    y2 = torch.randn(64, 2048, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
