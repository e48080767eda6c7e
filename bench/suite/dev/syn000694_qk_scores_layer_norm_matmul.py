# Synthesized by cuagent (bench.synth.compose), seed=694, scale=h200.
# ops: qk_scores -> layer_norm -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(1024)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.layer_norm_1(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 512)
    y1 = torch.randn(16, 1024, 512)
    y2 = torch.randn(1024, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
