# Synthesized by cuagent (bench.synth.compose), seed=67, scale=large.
# ops: matmul -> tensor_arith:mul_input -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1)
        x = x * y2
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y3, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(32, 512, 131072)
    y1 = torch.randn(131072, 1024)
    y2 = torch.randn(32, 512, 1024)
    y3 = torch.randn(32, 512, 1024)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
