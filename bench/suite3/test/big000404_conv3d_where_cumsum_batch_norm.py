# Synthesized by cuagent (bench.synth.compose), seed=404, scale=large.
# ops: conv3d -> binary:where -> scan:cumsum -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 512, kernel_size=1, stride=2, padding=0, bias=True)
        self.batch_norm_3 = nn.BatchNorm3d(512)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = torch.where(x > y1, x, 0.5 * y1)
        x = torch.cumsum(x, dim=4)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 96, 48, 96)
    y1 = torch.randn(64, 512, 48, 24, 48)
    return [x, y1]


def get_init_inputs():
    return []
