# Synthesized by cuagent (bench.synth.compose), seed=294, scale=large.
# ops: batch_norm -> layer_norm -> activation2:relu6
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_0 = nn.BatchNorm2d(64)
        self.layer_norm_1 = nn.LayerNorm(256)

    def forward(self, x):
        x = self.batch_norm_0(x)
        x = self.layer_norm_1(x)
        x = F.relu6(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 256, 256)
    return [x]


def get_init_inputs():
    return []
