# Synthesized by cuagent (bench.synth.compose), seed=166, scale=large.
# ops: qk_scores -> layer_norm -> distance:normalize -> scalar_arith -> loss:huber
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(256)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = self.layer_norm_1(x)
        x = F.normalize(x + y2, dim=1)
        x = x + 0.5
        x = F.huber_loss(x, y3, reduction="mean", delta=1.5)
        return x


def get_inputs():
    x = torch.randn(32, 512, 256, 128)
    y1 = torch.randn(32, 512, 256, 128)
    y2 = torch.randn(32, 512, 256, 256)
    y3 = torch.randn(32, 512, 256, 256)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
