# Synthesized by cuagent (bench.synth.compose), seed=0, scale=large.
# ops: einsum -> masked_softmax -> tensor_arith:add_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(128, 256) / 16.0000)
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(128, 128)))
        self.tensor_arith_2 = nn.Parameter(torch.randn(128, 1, 1))

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        x = x + self.tensor_arith_2
        return x


def get_inputs():
    x = torch.randn(256, 256, 128, 128)
    return [x]


def get_init_inputs():
    return []
