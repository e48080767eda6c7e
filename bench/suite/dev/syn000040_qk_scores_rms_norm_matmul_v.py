# Synthesized by cuagent (bench.synth.compose), seed=40, scale=h200.
# ops: qk_scores -> rms_norm -> matmul_v
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(256)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = self.rms_norm_1(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(64, 32, 256, 128)
    y1 = torch.randn(64, 32, 256, 128)
    y2 = torch.randn(64, 32, 256, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
