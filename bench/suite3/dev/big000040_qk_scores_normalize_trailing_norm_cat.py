# Synthesized by cuagent (bench.synth.compose), seed=40, scale=large.
# ops: qk_scores -> distance:normalize -> trailing_norm -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.trailing_norm_2 = nn.LayerNorm((256, 256))

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = F.normalize(x + y2, dim=1)
        x = self.trailing_norm_2(x)
        x = torch.cat([x, y3], dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 128, 256, 512)
    y1 = torch.randn(64, 128, 256, 512)
    y2 = torch.randn(64, 128, 256, 256)
    y3 = torch.randn(64, 128, 256, 256)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
