# Synthesized by cuagent (bench.synth.compose), seed=30, scale=large.
# ops: einsum -> tensor_arith:mul_param -> binary:addcmul -> activation:mish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(256, 16) / 4.0000)
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(256, 1, 1))

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = x * self.tensor_arith_1
        x = torch.addcmul(x, y1, y1, value=0.25)
        x = F.mish(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 4096, 64)
    y1 = torch.randn(32, 256, 4096, 64)
    return [x, y1]


def get_init_inputs():
    return []
