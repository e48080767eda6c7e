# Synthesized by cuagent (bench.synth.compose), seed=422, scale=h200.
# ops: conv3d -> rms_norm -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 512, kernel_size=3, stride=2, padding=1, bias=True)
        self.rms_norm_1 = nn.RMSNorm(8)
        self.batch_norm_2 = nn.BatchNorm3d(512)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.rms_norm_1(x)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 64, 48, 24, 16)
    return [x]


def get_init_inputs():
    return []
