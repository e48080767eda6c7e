# Synthesized by cuagent (bench.synth.compose), seed=259, scale=large.
# ops: bmm -> matmul -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.bmm(x, y1)
        x = torch.matmul(x, y2)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y3, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(256, 1024, 2048)
    y1 = torch.randn(256, 2048, 2048)
    y2 = torch.randn(2048, 1024)
    y3 = torch.randn(256, 1024, 1024)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
