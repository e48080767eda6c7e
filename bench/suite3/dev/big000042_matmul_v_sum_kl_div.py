# Synthesized by cuagent (bench.synth.compose), seed=42, scale=large.
# ops: matmul_v -> reduce:sum -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.sum(x, dim=2, keepdim=True)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y2, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(64, 512, 256, 256)
    y1 = torch.randn(64, 512, 256, 128)
    y2 = torch.randn(64, 512, 1, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
