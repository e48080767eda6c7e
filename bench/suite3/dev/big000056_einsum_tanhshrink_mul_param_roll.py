# Synthesized by cuagent (bench.synth.compose), seed=56, scale=large.
# ops: einsum -> activation2:tanhshrink -> tensor_arith:mul_param -> layout:roll
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(256, 32) / 5.6569)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(256, 1, 1))

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = F.tanhshrink(x)
        x = x * self.tensor_arith_2
        x = torch.roll(x, shifts=3, dims=2)
        return x


def get_inputs():
    x = torch.randn(256, 32, 128, 256)
    return [x]


def get_init_inputs():
    return []
