# Synthesized by cuagent (bench.synth.compose), seed=278, scale=large.
# ops: einsum -> activation2:softsign -> activation:sigmoid -> scan:cumsum -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(128, 64) / 8.0000)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = F.softsign(x)
        x = torch.sigmoid(x)
        x = torch.cumsum(x, dim=3)
        x = torch.min(x, dim=3, keepdim=True)[0]
        return x


def get_inputs():
    x = torch.randn(256, 64, 256, 128)
    return [x]


def get_init_inputs():
    return []
