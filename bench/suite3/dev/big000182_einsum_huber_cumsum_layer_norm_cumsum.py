# Synthesized by cuagent (bench.synth.compose), seed=182, scale=large.
# ops: einsum -> loss:huber -> scan:cumsum -> layer_norm -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 128) / 11.3137)
        self.layer_norm_3 = nn.LayerNorm(1024)

    def forward(self, x, y1):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        x = F.huber_loss(x, y1, reduction="none", delta=1.5)
        x = torch.cumsum(x, dim=3)
        x = self.layer_norm_3(x)
        x = torch.cumsum(x, dim=3)
        return x


def get_inputs():
    x = torch.randn(128, 32, 256, 128)
    y1 = torch.randn(128, 32, 256, 1024)
    return [x, y1]


def get_init_inputs():
    return []
