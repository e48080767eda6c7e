# Synthesized by cuagent (bench.synth.compose), seed=678, scale=h200.
# ops: linear -> layer_norm -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(512, 2048, bias=True)
        self.layer_norm_1 = nn.LayerNorm(2048)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=3, stride=2)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.layer_norm_1(x)
        x = self.max_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 512)
    return [x]


def get_init_inputs():
    return []
