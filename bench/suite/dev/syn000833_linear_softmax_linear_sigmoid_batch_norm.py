# Synthesized by cuagent (bench.synth.compose), seed=833, scale=h200.
# ops: linear -> softmax:softmax -> linear -> activation:sigmoid -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 8192, bias=True)
        self.linear_2 = nn.Linear(8192, 512, bias=True)
        self.batch_norm_4 = nn.BatchNorm1d(512)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.softmax(x, dim=-1)
        x = self.linear_2(x)
        x = torch.sigmoid(x)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(1024, 4096)
    return [x]


def get_init_inputs():
    return []
