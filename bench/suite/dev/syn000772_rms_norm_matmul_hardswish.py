# Synthesized by cuagent (bench.synth.compose), seed=772, scale=h200.
# ops: rms_norm -> matmul -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_0 = nn.RMSNorm(1024)

    def forward(self, x, y1):
        x = self.rms_norm_0(x)
        x = torch.matmul(x, y1)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(4096, 1024)
    y1 = torch.randn(1024, 8192)
    return [x, y1]


def get_init_inputs():
    return []
