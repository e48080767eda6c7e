# Synthesized by cuagent (bench.synth.compose), seed=35, scale=large.
# ops: einsum -> tensor_arith:add_input -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(256, 256) / 16.0000)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(256, 1, 1))

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = x + y1
        x = x * self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 512)
    y1 = torch.randn(32, 256, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
