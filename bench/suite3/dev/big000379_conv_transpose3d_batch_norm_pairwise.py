# Synthesized by cuagent (bench.synth.compose), seed=379, scale=large.
# ops: conv_transpose3d -> batch_norm -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(128, 64, kernel_size=2, stride=1, padding=0, bias=True)
        self.batch_norm_1 = nn.BatchNorm3d(64)

    def forward(self, x, y1):
        x = self.conv_transpose3d_0(x)
        x = self.batch_norm_1(x)
        x = F.pairwise_distance(x, y1)
        return x


def get_inputs():
    x = torch.randn(128, 128, 32, 48, 64)
    y1 = torch.randn(128, 64, 33, 49, 65)
    return [x, y1]


def get_init_inputs():
    return []
