# Synthesized by cuagent (bench.synth.compose), seed=45, scale=h200.
# ops: matmul -> activation:gelu -> activation:elu -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_3 = nn.RMSNorm(8192)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = F.gelu(x)
        x = F.elu(x, alpha=0.5)
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(4096, 4096)
    y1 = torch.randn(4096, 8192)
    return [x, y1]


def get_init_inputs():
    return []
