# Synthesized by cuagent (bench.synth.compose), seed=408, scale=large.
# ops: einsum -> rms_norm -> inplace_residual
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(256, 32) / 5.6569)
        self.rms_norm_1 = nn.RMSNorm(512)
        self.inplace_residual_2 = nn.ReLU6(inplace=True)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.rms_norm_1(x)
        h_inplace_residual_2 = self.inplace_residual_2(x * 2.0)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        return x


def get_inputs():
    x = torch.randn(128, 32, 128, 512)
    return [x]


def get_init_inputs():
    return []
