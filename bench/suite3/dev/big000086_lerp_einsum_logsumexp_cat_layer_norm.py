# Synthesized by cuagent (bench.synth.compose), seed=86, scale=large.
# ops: binary:lerp -> einsum -> reduce:logsumexp -> cat -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_1 = nn.Parameter(torch.randn(128, 32) / 5.6569)
        self.layer_norm_4 = nn.LayerNorm(2048)

    def forward(self, x, y1, y2):
        x = torch.lerp(x, y1, 0.3)
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_1)
        x = torch.logsumexp(x, dim=3, keepdim=False)
        x = torch.cat([x, y2], dim=1)
        x = self.layer_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 2048, 128)
    y1 = torch.randn(64, 32, 2048, 128)
    y2 = torch.randn(64, 32, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
