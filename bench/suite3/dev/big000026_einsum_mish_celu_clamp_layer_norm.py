# Synthesized by cuagent (bench.synth.compose), seed=26, scale=large.
# ops: einsum -> activation:mish -> activation2:celu -> clamp -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(512, 512) / 22.6274)
        self.layer_norm_4 = nn.LayerNorm(512)

    def forward(self, x):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = F.mish(x)
        x = F.celu(x, alpha=0.75)
        x = torch.clamp(x, min=-0.5, max=2.0)
        x = self.layer_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 128, 512)
    return [x]


def get_init_inputs():
    return []
