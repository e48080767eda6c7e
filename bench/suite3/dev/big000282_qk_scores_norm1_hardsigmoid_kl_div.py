# Synthesized by cuagent (bench.synth.compose), seed=282, scale=large.
# ops: qk_scores -> reduce2:norm1 -> activation2:hardsigmoid -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.linalg.vector_norm(x, ord=1, dim=1, keepdim=True)
        x = F.hardsigmoid(x)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y2, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(128, 32, 512, 512)
    y1 = torch.randn(128, 32, 512, 512)
    y2 = torch.randn(128, 1, 512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
