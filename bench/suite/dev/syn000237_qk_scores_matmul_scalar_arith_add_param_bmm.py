# Synthesized by cuagent (bench.synth.compose), seed=237, scale=h200.
# ops: qk_scores -> matmul -> scalar_arith -> tensor_arith:add_param -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_3 = nn.Parameter(torch.randn(512, 1))

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.matmul(x, y2)
        x = x - 0.5
        x = x + self.tensor_arith_3
        x = torch.bmm(x, y3)
        return x


def get_inputs():
    x = torch.randn(128, 512, 512)
    y1 = torch.randn(128, 512, 512)
    y2 = torch.randn(512, 2048)
    y3 = torch.randn(128, 2048, 512)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
