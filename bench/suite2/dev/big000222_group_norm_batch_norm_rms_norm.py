# Synthesized by cuagent (bench.synth.compose), seed=222, scale=large.
# ops: group_norm -> batch_norm -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_0 = nn.GroupNorm(8, 64)
        self.batch_norm_1 = nn.BatchNorm2d(64)
        self.rms_norm_2 = nn.RMSNorm(128)

    def forward(self, x):
        x = self.group_norm_0(x)
        x = self.batch_norm_1(x)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 512, 128)
    return [x]


def get_init_inputs():
    return []
