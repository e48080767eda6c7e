# Synthesized by cuagent (bench.synth.compose), seed=191, scale=large.
# ops: conv2d -> reduce2:std -> einsum -> matmul_wt
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 128, kernel_size=1, stride=1, padding=0, bias=False)
        self.einsum_2 = nn.Parameter(torch.randn(8192, 128) / 11.3137)
        self.matmul_wt_3 = nn.Parameter(torch.randn(1024, 8192) / 90.5097)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.std(x, dim=3, keepdim=False)
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_2)
        x = x @ self.matmul_wt_3.T
        return x


def get_inputs():
    x = torch.randn(128, 32, 128, 512)
    return [x]


def get_init_inputs():
    return []
