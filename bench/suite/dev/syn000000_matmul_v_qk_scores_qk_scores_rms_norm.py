# Synthesized by cuagent (bench.synth.compose), seed=0, scale=h200.
# ops: matmul_v -> qk_scores -> qk_scores -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_3 = nn.RMSNorm(128)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1)
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.125
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.0884
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 128, 128)
    y1 = torch.randn(32, 512, 128, 64)
    y2 = torch.randn(32, 512, 128, 64)
    y3 = torch.randn(32, 512, 128, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
