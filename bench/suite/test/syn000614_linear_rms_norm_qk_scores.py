# Synthesized by cuagent (bench.synth.compose), seed=614, scale=h200.
# ops: linear -> rms_norm -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 512, bias=True)
        self.rms_norm_1 = nn.RMSNorm(512)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = self.rms_norm_1(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        return x


def get_inputs():
    x = torch.randn(128, 512, 1024)
    y1 = torch.randn(128, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
