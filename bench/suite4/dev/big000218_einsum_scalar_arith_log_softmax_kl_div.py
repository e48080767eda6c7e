# Synthesized by cuagent (bench.synth.compose), seed=218, scale=large.
# ops: einsum -> scalar_arith -> softmax:log_softmax -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(512, 16) / 4.0000)

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = x * 2.0
        x = torch.log_softmax(x, dim=-1)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y1, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(32, 16, 1024, 128)
    y1 = torch.randn(32, 512, 1024, 128)
    return [x, y1]


def get_init_inputs():
    return []
