# Synthesized by cuagent (bench.synth.compose), seed=253, scale=large.
# ops: conv3d -> diff -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 256, kernel_size=1, stride=1, padding=0, bias=True)
        self.batch_norm_2 = nn.BatchNorm3d(255)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.diff(x, dim=1)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 128, 48, 64, 48)
    return [x]


def get_init_inputs():
    return []
