# Synthesized by cuagent (bench.synth.compose), seed=124, scale=h200.
# ops: linear -> rms_norm -> activation:hardswish -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 8192, bias=True)
        self.rms_norm_1 = nn.RMSNorm(8192)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = self.rms_norm_1(x)
        x = F.hardswish(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(1024, 2048)
    y1 = torch.randn(8192, 4096)
    return [x, y1]


def get_init_inputs():
    return []
