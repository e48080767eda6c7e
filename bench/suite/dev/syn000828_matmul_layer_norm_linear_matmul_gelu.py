# Synthesized by cuagent (bench.synth.compose), seed=828, scale=h200.
# ops: matmul -> layer_norm -> linear -> matmul -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(8192)
        self.linear_2 = nn.Linear(8192, 4096, bias=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = self.layer_norm_1(x)
        x = self.linear_2(x)
        x = torch.matmul(x, y2)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(1024, 1024)
    y1 = torch.randn(1024, 8192)
    y2 = torch.randn(4096, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
