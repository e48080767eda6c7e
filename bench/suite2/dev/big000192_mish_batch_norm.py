# Synthesized by cuagent (bench.synth.compose), seed=192, scale=large.
# ops: activation:mish -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm3d(32)

    def forward(self, x):
        x = F.mish(x)
        x = self.batch_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 48, 96, 64)
    return [x]


def get_init_inputs():
    return []
