# Synthesized by cuagent (bench.synth.compose), seed=51, scale=large.
# ops: qk_scores -> batch_norm -> layer_norm -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm2d(16)
        self.layer_norm_2 = nn.LayerNorm(2048)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = self.batch_norm_1(x)
        x = self.layer_norm_2(x)
        x = F.normalize(x + y2, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 16, 2048, 64)
    y1 = torch.randn(32, 16, 2048, 64)
    y2 = torch.randn(32, 16, 2048, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
