# Synthesized by cuagent (bench.synth.compose), seed=691, scale=h200.
# ops: batch_norm -> linear -> linear -> layer_norm -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_0 = nn.BatchNorm1d(2048)
        self.linear_1 = nn.Linear(2048, 8192, bias=True)
        self.linear_2 = nn.Linear(8192, 4096, bias=False)
        self.layer_norm_3 = nn.LayerNorm(4096)
        self.linear_4 = nn.Linear(4096, 512, bias=True)

    def forward(self, x):
        x = self.batch_norm_0(x)
        x = self.linear_1(x)
        x = self.linear_2(x)
        x = self.layer_norm_3(x)
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(8192, 2048)
    return [x]


def get_init_inputs():
    return []
