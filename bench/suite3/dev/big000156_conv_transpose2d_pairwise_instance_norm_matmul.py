# Synthesized by cuagent (bench.synth.compose), seed=156, scale=large.
# ops: conv_transpose2d -> distance:pairwise -> instance_norm -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 32, kernel_size=2, stride=1, padding=0, bias=True)
        self.instance_norm_2 = nn.InstanceNorm1d(32, affine=True)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = F.pairwise_distance(x, y1)
        x = self.instance_norm_2(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(64, 32, 8192, 64)
    y1 = torch.randn(64, 32, 8193, 65)
    y2 = torch.randn(8193, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
