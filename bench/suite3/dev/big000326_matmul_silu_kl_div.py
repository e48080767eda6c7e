# Synthesized by cuagent (bench.synth.compose), seed=326, scale=large.
# ops: matmul -> activation:silu -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = F.silu(x)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y2, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(64, 4096, 1024)
    y1 = torch.randn(1024, 8192)
    y2 = torch.randn(64, 4096, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
