# Synthesized by cuagent (bench.synth.compose), seed=326, scale=large.
# ops: qk_scores -> einsum -> activation:relu -> quantize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_1 = nn.Parameter(torch.randn(1024, 128) / 11.3137)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_1)
        x = torch.relu(x)
        x = torch.div(x, 0.25, rounding_mode="floor") * 0.25
        return x


def get_inputs():
    x = torch.randn(64, 256, 128, 512)
    y1 = torch.randn(64, 256, 128, 512)
    return [x, y1]


def get_init_inputs():
    return []
