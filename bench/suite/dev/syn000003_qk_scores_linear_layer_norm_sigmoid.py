# Synthesized by cuagent (bench.synth.compose), seed=3, scale=h200.
# ops: qk_scores -> linear -> layer_norm -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(512, 1024, bias=False)
        self.layer_norm_2 = nn.LayerNorm(1024)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.linear_1(x)
        x = self.layer_norm_2(x)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 512)
    y1 = torch.randn(64, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
