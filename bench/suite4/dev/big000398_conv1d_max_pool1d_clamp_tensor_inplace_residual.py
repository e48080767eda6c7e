# Synthesized by cuagent (bench.synth.compose), seed=398, scale=large.
# ops: conv1d -> max_pool1d -> clamp_tensor -> inplace_residual
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(2048, 64, kernel_size=5, stride=2, padding=2, bias=True)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.clamp_tensor_2_lo = nn.Parameter(-1.0 - torch.rand(1024))
        self.clamp_tensor_2_hi = nn.Parameter(1.0 + torch.rand(1024))
        self.inplace_residual_3 = nn.Hardtanh(inplace=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.max_pool1d_1(x)
        x = torch.clamp(x, self.clamp_tensor_2_lo, self.clamp_tensor_2_hi)
        h_inplace_residual_3 = self.inplace_residual_3(x * 1.5)
        h_inplace_residual_3 += x
        x = h_inplace_residual_3
        return x


def get_inputs():
    x = torch.randn(256, 2048, 4096)
    return [x]


def get_init_inputs():
    return []
