# Synthesized by cuagent (bench.synth.compose), seed=90, scale=h200.
# ops: conv3d -> batch_norm -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 512, kernel_size=1, stride=1, padding=0, bias=False)
        self.batch_norm_1 = nn.BatchNorm3d(512)
        self.batch_norm_2 = nn.BatchNorm3d(512)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.batch_norm_1(x)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 64, 32, 24, 32)
    return [x]


def get_init_inputs():
    return []
