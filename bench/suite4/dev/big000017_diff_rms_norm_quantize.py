# Synthesized by cuagent (bench.synth.compose), seed=17, scale=large.
# ops: diff -> rms_norm -> quantize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(2048)

    def forward(self, x):
        x = torch.diff(x, dim=1)
        x = self.rms_norm_1(x)
        x = torch.div(x, 0.25, rounding_mode="trunc") * 0.25
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    return [x]


def get_init_inputs():
    return []
