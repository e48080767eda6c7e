# Synthesized by cuagent (bench.synth.compose), seed=218, scale=large.
# ops: qk_scores -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(1024)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = self.rms_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 16, 1024, 128)
    y1 = torch.randn(64, 16, 1024, 128)
    return [x, y1]


def get_init_inputs():
    return []
