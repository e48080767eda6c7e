# Synthesized by cuagent (bench.synth.compose), seed=285, scale=large.
# ops: conv3d -> layer_norm -> distance:pairwise -> einsum -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 64, kernel_size=1, stride=1, padding=0, bias=False)
        self.layer_norm_1 = nn.LayerNorm(64)
        self.einsum_3 = nn.Parameter(torch.randn(8192, 32) / 5.6569)
        self.group_norm_4 = nn.GroupNorm(2, 64)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = self.layer_norm_1(x)
        x = F.pairwise_distance(x, y1)
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_3)
        x = self.group_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 32, 32, 64)
    y1 = torch.randn(128, 64, 32, 32, 64)
    return [x, y1]


def get_init_inputs():
    return []
