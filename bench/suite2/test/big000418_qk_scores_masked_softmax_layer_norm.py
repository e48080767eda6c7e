# Synthesized by cuagent (bench.synth.compose), seed=418, scale=large.
# ops: qk_scores -> masked_softmax -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(256, 256)))
        self.layer_norm_2 = nn.LayerNorm(256)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 32, 256, 512)
    y1 = torch.randn(256, 32, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
