# Synthesized by cuagent (bench.synth.compose), seed=193, scale=large.
# ops: conv_transpose2d -> tensor_arith:add_param -> activation:silu -> distance:pairwise -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 128, kernel_size=4, stride=1, padding=0, bias=True)
        self.tensor_arith_1 = nn.Parameter(torch.randn(128, 1, 1))

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = x + self.tensor_arith_1
        x = F.silu(x)
        x = F.pairwise_distance(x, y1)
        x = x + 2.0
        return x


def get_inputs():
    x = torch.randn(64, 16, 1024, 128)
    y1 = torch.randn(64, 128, 1027, 131)
    return [x, y1]


def get_init_inputs():
    return []
