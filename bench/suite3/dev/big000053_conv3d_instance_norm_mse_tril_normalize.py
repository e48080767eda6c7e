# Synthesized by cuagent (bench.synth.compose), seed=53, scale=large.
# ops: conv3d -> instance_norm -> loss:mse -> layout:tril -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 128, kernel_size=1, stride=2, padding=0, bias=False)
        self.instance_norm_1 = nn.InstanceNorm3d(128, affine=True)

    def forward(self, x, y1, y2):
        x = self.conv3d_0(x)
        x = self.instance_norm_1(x)
        x = F.mse_loss(x, y1, reduction="none")
        x = torch.tril(x, diagonal=-2)
        x = F.normalize(x + y2, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 64, 96, 48, 64)
    y1 = torch.randn(64, 128, 48, 24, 32)
    y2 = torch.randn(64, 128, 48, 24, 32)
    return [x, y1, y2]


def get_init_inputs():
    return []
