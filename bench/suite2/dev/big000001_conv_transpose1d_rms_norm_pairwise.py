# Synthesized by cuagent (bench.synth.compose), seed=1, scale=large.
# ops: conv_transpose1d -> rms_norm -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(8192, 128, kernel_size=2, stride=1, padding=0, bias=True)
        self.rms_norm_1 = nn.RMSNorm(4097)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = self.rms_norm_1(x)
        x = F.pairwise_distance(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    y1 = torch.randn(64, 128, 4097)
    return [x, y1]


def get_init_inputs():
    return []
