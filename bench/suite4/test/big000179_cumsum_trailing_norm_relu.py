# Synthesized by cuagent (bench.synth.compose), seed=179, scale=large.
# ops: scan:cumsum -> trailing_norm -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.trailing_norm_1 = nn.LayerNorm((512, 512, 128))

    def forward(self, x):
        x = torch.cumsum(x, dim=1)
        x = self.trailing_norm_1(x)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 512, 128)
    return [x]


def get_init_inputs():
    return []
