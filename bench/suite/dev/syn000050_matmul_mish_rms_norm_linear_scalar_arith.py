# Synthesized by cuagent (bench.synth.compose), seed=50, scale=h200.
# ops: matmul -> activation:mish -> rms_norm -> linear -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_2 = nn.RMSNorm(1024)
        self.linear_3 = nn.Linear(1024, 8192, bias=True)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = F.mish(x)
        x = self.rms_norm_2(x)
        x = self.linear_3(x)
        x = x * 0.25
        return x


def get_inputs():
    x = torch.randn(4096, 512)
    y1 = torch.randn(512, 1024)
    return [x, y1]


def get_init_inputs():
    return []
