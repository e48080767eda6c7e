# Synthesized by cuagent (bench.synth.compose), seed=32, scale=large.
# ops: conv3d -> trailing_norm -> distance:pairwise -> avg_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 64, kernel_size=3, stride=1, padding=0, bias=True)
        self.trailing_norm_1 = nn.LayerNorm((30, 94, 62))
        self.avg_pool2d_3 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = self.trailing_norm_1(x)
        x = F.pairwise_distance(x, y1)
        x = self.avg_pool2d_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 32, 96, 64)
    y1 = torch.randn(128, 64, 30, 94, 62)
    return [x, y1]


def get_init_inputs():
    return []
