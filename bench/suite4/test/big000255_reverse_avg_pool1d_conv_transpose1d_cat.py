# Synthesized by cuagent (bench.synth.compose), seed=255, scale=large.
# ops: scan:reverse -> avg_pool1d -> conv_transpose1d -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=2, stride=2)
        self.conv_transpose1d_2 = nn.ConvTranspose1d(1024, 256, kernel_size=3, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = torch.cumsum(x.flip(2), dim=2).flip(2)
        x = self.avg_pool1d_1(x)
        x = self.conv_transpose1d_2(x)
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 1024, 4096)
    y1 = torch.randn(256, 64, 4097)
    return [x, y1]


def get_init_inputs():
    return []
