# Synthesized by cuagent (bench.synth.compose), seed=131, scale=large.
# ops: matmul -> conv_transpose1d -> group_norm -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(2048, 64, kernel_size=2, stride=2, padding=0, bias=True)
        self.group_norm_2 = nn.GroupNorm(2, 64)
        self.avg_pool1d_3 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.conv_transpose1d_1(x)
        x = self.group_norm_2(x)
        x = self.avg_pool1d_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 2048)
    y1 = torch.randn(2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
