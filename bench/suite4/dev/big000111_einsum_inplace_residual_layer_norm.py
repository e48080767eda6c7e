# Synthesized by cuagent (bench.synth.compose), seed=111, scale=large.
# ops: einsum -> inplace_residual -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(64, 256) / 16.0000)
        self.inplace_residual_1 = nn.ReLU6(inplace=True)
        self.layer_norm_2 = nn.LayerNorm(512)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        h_inplace_residual_1 = self.inplace_residual_1(x * 1.5)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 256, 512)
    return [x]


def get_init_inputs():
    return []
