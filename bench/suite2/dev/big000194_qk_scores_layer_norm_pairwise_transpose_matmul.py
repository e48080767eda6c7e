# Synthesized by cuagent (bench.synth.compose), seed=194, scale=large.
# ops: qk_scores -> layer_norm -> distance:pairwise -> layout:transpose -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(128)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.layer_norm_1(x)
        x = F.pairwise_distance(x, y2)
        x = x.transpose(1, 2).contiguous()
        x = torch.matmul(x, y3)
        return x


def get_inputs():
    x = torch.randn(32, 512, 128, 512)
    y1 = torch.randn(32, 512, 128, 512)
    y2 = torch.randn(32, 512, 128, 128)
    y3 = torch.randn(512, 4096)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
