# Synthesized by cuagent (bench.synth.compose), seed=157, scale=large.
# ops: einsum -> rms_norm -> layout:transpose -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(512, 16) / 4.0000)
        self.rms_norm_1 = nn.RMSNorm(64)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.rms_norm_1(x)
        x = x.transpose(1, 2).contiguous()
        x = torch.clamp(x, min=-2.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(32, 16, 2048, 64)
    return [x]


def get_init_inputs():
    return []
