# Synthesized by cuagent (bench.synth.compose), seed=29, scale=large.
# ops: conv1d -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 64, kernel_size=3, stride=1, padding=0, bias=False)
        self.rms_norm_1 = nn.RMSNorm(16382)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.rms_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 512, 16384)
    return [x]


def get_init_inputs():
    return []
