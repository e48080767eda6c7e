# Synthesized by cuagent (bench.synth.compose), seed=107, scale=large.
# ops: einsum -> loss:bce_logits
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(2048, 1024) / 32.0000)

    def forward(self, x, y1):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = F.binary_cross_entropy_with_logits(x, torch.sigmoid(y1), reduction="sum")
        return x


def get_inputs():
    x = torch.randn(128, 4096, 1024)
    y1 = torch.randn(128, 4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
