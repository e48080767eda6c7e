# Synthesized by cuagent (bench.synth.compose), seed=478, scale=h200.
# ops: activation:mish -> bmm -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_2 = nn.RMSNorm(2048)

    def forward(self, x, y1):
        x = F.mish(x)
        x = torch.bmm(x, y1)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    y1 = torch.randn(16, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
