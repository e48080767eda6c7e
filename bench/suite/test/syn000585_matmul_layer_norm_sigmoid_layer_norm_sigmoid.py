# Synthesized by cuagent (bench.synth.compose), seed=585, scale=h200.
# ops: matmul -> layer_norm -> activation:sigmoid -> layer_norm -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(2048)
        self.layer_norm_3 = nn.LayerNorm(2048)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.layer_norm_1(x)
        x = torch.sigmoid(x)
        x = self.layer_norm_3(x)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(8192, 2048)
    y1 = torch.randn(2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
