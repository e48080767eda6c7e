# Synthesized by cuagent (bench.synth.compose), seed=334, scale=large.
# ops: softmax:softmax -> resample:pixel_unshuffle -> einsum -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_2 = nn.Parameter(torch.randn(256, 128) / 11.3137)
        self.tensor_arith_3 = nn.Parameter(1.0 + 0.1 * torch.randn(256, 1, 1))

    def forward(self, x):
        x = torch.softmax(x, dim=1)
        x = F.pixel_unshuffle(x, 2)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_2)
        x = x * self.tensor_arith_3
        return x


def get_inputs():
    x = torch.randn(128, 32, 256, 512)
    return [x]


def get_init_inputs():
    return []
