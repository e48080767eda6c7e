# Synthesized by cuagent (bench.synth.compose), seed=558, scale=h200.
# ops: qk_scores -> matmul -> rms_norm -> scalar_arith -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_2 = nn.RMSNorm(1024)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.matmul(x, y2)
        x = self.rms_norm_2(x)
        x = x * 0.5
        x = x * 0.25
        return x


def get_inputs():
    x = torch.randn(16, 2048, 512)
    y1 = torch.randn(16, 2048, 512)
    y2 = torch.randn(2048, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
