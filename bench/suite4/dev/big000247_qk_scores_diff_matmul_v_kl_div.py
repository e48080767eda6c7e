# Synthesized by cuagent (bench.synth.compose), seed=247, scale=large.
# ops: qk_scores -> diff -> matmul_v -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.diff(x, dim=1)
        x = torch.matmul(x, y2)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y3, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(128, 32, 512, 256)
    y1 = torch.randn(128, 32, 512, 256)
    y2 = torch.randn(128, 31, 512, 64)
    y3 = torch.randn(128, 31, 512, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
