# Synthesized by cuagent (bench.synth.compose), seed=181, scale=large.
# ops: conv_transpose1d -> binary:rsub -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 32, kernel_size=3, stride=2, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv_transpose1d_0(x)
        x = 1.5 - x * y1
        x = F.normalize(x + y2, dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 4096)
    y1 = torch.randn(128, 32, 8193)
    y2 = torch.randn(128, 32, 8193)
    return [x, y1, y2]


def get_init_inputs():
    return []
