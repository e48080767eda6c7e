# Synthesized by cuagent (bench.synth.compose), seed=72, scale=large.
# ops: batch_norm -> batch_norm -> loss:smooth_l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_0 = nn.BatchNorm1d(4096)
        self.batch_norm_1 = nn.BatchNorm1d(4096)

    def forward(self, x, y1):
        x = self.batch_norm_0(x)
        x = self.batch_norm_1(x)
        x = F.smooth_l1_loss(x, y1, reduction="sum", beta=0.5)
        return x


def get_inputs():
    x = torch.randn(128, 4096, 2048)
    y1 = torch.randn(128, 4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
