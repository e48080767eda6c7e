# Synthesized by cuagent (bench.synth.compose), seed=911, scale=h200.
# ops: matmul -> scalar_arith -> batch_norm -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_2 = nn.BatchNorm1d(1024)
        self.rms_norm_3 = nn.RMSNorm(4096)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x - 0.5
        x = self.batch_norm_2(x)
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 2048)
    y1 = torch.randn(2048, 4096)
    return [x, y1]


def get_init_inputs():
    return []
