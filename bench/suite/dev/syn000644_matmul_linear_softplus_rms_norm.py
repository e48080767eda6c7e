# Synthesized by cuagent (bench.synth.compose), seed=644, scale=h200.
# ops: matmul -> linear -> activation:softplus -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(2048, 512, bias=False)
        self.rms_norm_3 = nn.RMSNorm(512)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.linear_1(x)
        x = F.softplus(x)
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(4096, 4096)
    y1 = torch.randn(4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
