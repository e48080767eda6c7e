# Synthesized by cuagent (bench.synth.compose), seed=60, scale=large.
# ops: conv_transpose2d -> distance:pairwise -> trailing_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 256, kernel_size=3, stride=1, padding=1, bias=False)
        self.trailing_norm_2 = nn.LayerNorm((256, 512))

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = F.pairwise_distance(x, y1)
        x = self.trailing_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 512, 256)
    y1 = torch.randn(64, 256, 512, 256)
    return [x, y1]


def get_init_inputs():
    return []
