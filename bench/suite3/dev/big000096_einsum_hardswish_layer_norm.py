# Synthesized by cuagent (bench.synth.compose), seed=96, scale=large.
# ops: einsum -> activation:hardswish -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(32, 512) / 22.6274)
        self.layer_norm_2 = nn.LayerNorm(512)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = F.hardswish(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 128, 512)
    return [x]


def get_init_inputs():
    return []
