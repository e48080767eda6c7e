# Synthesized by cuagent (bench.synth.compose), seed=208, scale=large.
# ops: conv3d -> trailing_norm -> distance:cosine
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 32, kernel_size=1, stride=1, padding=0, bias=True)
        self.trailing_norm_1 = nn.LayerNorm((32, 96, 96))

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = self.trailing_norm_1(x)
        x = F.cosine_similarity(x, y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 128, 32, 96, 96)
    y1 = torch.randn(32, 32, 32, 96, 96)
    return [x, y1]


def get_init_inputs():
    return []
