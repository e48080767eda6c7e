# Synthesized by cuagent (bench.synth.compose), seed=124, scale=large.
# ops: einsum -> trailing_norm -> resample:bilinear_ac
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(128, 64) / 8.0000)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = F.layer_norm(x, x.shape[-3:])
        x = F.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=True)
        return x


def get_inputs():
    x = torch.randn(128, 64, 128, 256)
    return [x]


def get_init_inputs():
    return []
