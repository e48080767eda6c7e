# Synthesized by cuagent (bench.synth.compose), seed=348, scale=large.
# ops: conv3d -> distance:normalize -> batch_norm -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 32, kernel_size=1, stride=1, padding=0, bias=True)
        self.batch_norm_2 = nn.BatchNorm3d(32)
        self.instance_norm_3 = nn.InstanceNorm3d(32, affine=True)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = F.normalize(x + y1, dim=1)
        x = self.batch_norm_2(x)
        x = self.instance_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 48, 48, 96)
    y1 = torch.randn(128, 32, 48, 48, 96)
    return [x, y1]


def get_init_inputs():
    return []
