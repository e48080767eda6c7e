# Synthesized by cuagent (bench.synth.compose), seed=97, scale=large.
# ops: activation2:relu6 -> scan:cumsum -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_2 = nn.BatchNorm3d(64)

    def forward(self, x):
        x = F.relu6(x)
        x = torch.cumsum(x, dim=4)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 32, 96, 64)
    return [x]


def get_init_inputs():
    return []
