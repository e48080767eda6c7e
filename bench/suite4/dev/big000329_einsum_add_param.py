# Synthesized by cuagent (bench.synth.compose), seed=329, scale=large.
# ops: einsum -> tensor_arith:add_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(256, 32) / 5.6569)
        self.tensor_arith_1 = nn.Parameter(torch.randn(256, 1, 1))

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = x + self.tensor_arith_1
        return x


def get_inputs():
    x = torch.randn(128, 32, 512, 128)
    return [x]


def get_init_inputs():
    return []
