# Synthesized by cuagent (bench.synth.compose), seed=108, scale=large.
# ops: conv_transpose1d -> activation2:hardtanh -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(64, 128, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = F.hardtanh(x, min_val=-0.5, max_val=1.5)
        x = F.pairwise_distance(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 64, 131072)
    y1 = torch.randn(64, 128, 131072)
    return [x, y1]


def get_init_inputs():
    return []
