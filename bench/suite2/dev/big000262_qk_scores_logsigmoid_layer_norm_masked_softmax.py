# Synthesized by cuagent (bench.synth.compose), seed=262, scale=large.
# ops: qk_scores -> activation2:logsigmoid -> layer_norm -> masked_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_2 = nn.LayerNorm(512)
        self.register_buffer("masked_softmax_3_mask", torch.tril(torch.ones(512, 512)))

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = F.logsigmoid(x)
        x = self.layer_norm_2(x)
        x = torch.softmax(x.masked_fill(self.masked_softmax_3_mask == 0, float("-inf")), dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 128, 512, 256)
    y1 = torch.randn(64, 128, 512, 256)
    return [x, y1]


def get_init_inputs():
    return []
