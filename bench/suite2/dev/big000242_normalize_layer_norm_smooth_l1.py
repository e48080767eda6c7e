# Synthesized by cuagent (bench.synth.compose), seed=242, scale=large.
# ops: distance:normalize -> layer_norm -> loss:smooth_l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(256)

    def forward(self, x, y1, y2):
        x = F.normalize(x + y1, dim=1)
        x = self.layer_norm_1(x)
        x = F.smooth_l1_loss(x, y2, reduction="mean", beta=0.5)
        return x


def get_inputs():
    x = torch.randn(64, 256, 256, 256)
    y1 = torch.randn(64, 256, 256, 256)
    y2 = torch.randn(64, 256, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
