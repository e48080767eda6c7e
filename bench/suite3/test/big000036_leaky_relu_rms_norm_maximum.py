# Synthesized by cuagent (bench.synth.compose), seed=36, scale=large.
# ops: activation:leaky_relu -> rms_norm -> binary:maximum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(512)

    def forward(self, x, y1):
        x = F.leaky_relu(x, negative_slope=0.2)
        x = self.rms_norm_1(x)
        x = torch.maximum(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 512)
    y1 = torch.randn(32, 256, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
