# Synthesized by cuagent (bench.synth.compose), seed=12, scale=large.
# ops: bmm -> batch_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(1024)
        self.layer_norm_2 = nn.LayerNorm(1024)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.batch_norm_1(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 1024, 4096)
    y1 = torch.randn(256, 4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
