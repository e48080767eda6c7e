# Synthesized by cuagent (bench.synth.compose), seed=309, scale=large.
# ops: einsum -> loss:soft_margin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(4096, 256) / 16.0000)

    def forward(self, x, y1):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        x = F.soft_margin_loss(x, torch.sign(y1), reduction="mean")
        return x


def get_inputs():
    x = torch.randn(32, 32, 512, 256)
    y1 = torch.randn(32, 32, 512, 4096)
    return [x, y1]


def get_init_inputs():
    return []
