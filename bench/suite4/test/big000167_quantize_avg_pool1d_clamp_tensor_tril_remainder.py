# Synthesized by cuagent (bench.synth.compose), seed=167, scale=large.
# ops: quantize -> avg_pool1d -> clamp_tensor -> layout:tril -> binary:remainder
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=2, stride=2)
        self.clamp_tensor_2_lo = nn.Parameter(-1.0 - torch.rand(65536))
        self.clamp_tensor_2_hi = nn.Parameter(1.0 + torch.rand(65536))

    def forward(self, x, y1):
        x = torch.div(x, 0.1, rounding_mode="floor") * 0.1
        x = self.avg_pool1d_1(x)
        x = torch.clamp(x, self.clamp_tensor_2_lo, self.clamp_tensor_2_hi)
        x = torch.tril(x, diagonal=3)
        x = torch.remainder(x, 1.25) + y1
        return x


def get_inputs():
    x = torch.randn(32, 256, 131072)
    y1 = torch.randn(32, 256, 65536)
    return [x, y1]


def get_init_inputs():
    return []
