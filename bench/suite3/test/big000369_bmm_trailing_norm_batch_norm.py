# Synthesized by cuagent (bench.synth.compose), seed=369, scale=large.
# ops: bmm -> trailing_norm -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.trailing_norm_1 = nn.LayerNorm((1024, 2048))
        self.batch_norm_2 = nn.BatchNorm1d(1024)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.trailing_norm_1(x)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 1024, 4096)
    y1 = torch.randn(256, 4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
