# Synthesized by cuagent (bench.synth.compose), seed=71, scale=large.
# ops: einsum -> group_norm -> rms_norm -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(64, 32) / 5.6569)
        self.group_norm_1 = nn.GroupNorm(2, 64)
        self.rms_norm_2 = nn.RMSNorm(128)

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.group_norm_1(x)
        x = self.rms_norm_2(x)
        x = x * y1
        return x


def get_inputs():
    x = torch.randn(32, 32, 4096, 128)
    y1 = torch.randn(32, 64, 4096, 128)
    return [x, y1]


def get_init_inputs():
    return []
