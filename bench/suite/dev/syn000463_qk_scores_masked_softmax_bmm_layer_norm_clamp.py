# Synthesized by cuagent (bench.synth.compose), seed=463, scale=h200.
# ops: qk_scores -> masked_softmax -> bmm -> layer_norm -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(1024, 1024)))
        self.layer_norm_3 = nn.LayerNorm(1024)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        x = torch.bmm(x, y2)
        x = self.layer_norm_3(x)
        x = torch.clamp(x, min=-1.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 512)
    y1 = torch.randn(16, 1024, 512)
    y2 = torch.randn(16, 1024, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
