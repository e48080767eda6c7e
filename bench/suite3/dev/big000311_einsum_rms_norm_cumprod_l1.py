# Synthesized by cuagent (bench.synth.compose), seed=311, scale=large.
# ops: einsum -> rms_norm -> scan:cumprod -> loss:l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(2048, 32768) / 181.0193)
        self.rms_norm_1 = nn.RMSNorm(2048)

    def forward(self, x, y1):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = self.rms_norm_1(x)
        x = torch.cumprod(1.0 + 0.01 * torch.tanh(x), dim=2)
        x = F.l1_loss(x, y1, reduction="none")
        return x


def get_inputs():
    x = torch.randn(128, 256, 32768)
    y1 = torch.randn(128, 256, 2048)
    return [x, y1]


def get_init_inputs():
    return []
