# Synthesized by cuagent (bench.synth.compose), seed=80, scale=h200.
# ops: qk_scores -> batch_norm -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(512)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.batch_norm_1(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(64, 512, 512)
    y1 = torch.randn(64, 512, 512)
    y2 = torch.randn(512, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
