# Synthesized by cuagent (bench.synth.compose), seed=363, scale=h200.
# ops: matmul -> rms_norm -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(8192)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = self.rms_norm_1(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(8192, 512)
    y1 = torch.randn(512, 8192)
    y2 = torch.randn(8192, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
