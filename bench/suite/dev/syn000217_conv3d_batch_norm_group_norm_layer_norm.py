# Synthesized by cuagent (bench.synth.compose), seed=217, scale=h200.
# ops: conv3d -> batch_norm -> group_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 128, kernel_size=3, stride=1, padding=1, bias=True)
        self.batch_norm_1 = nn.BatchNorm3d(128)
        self.group_norm_2 = nn.GroupNorm(2, 128)
        self.layer_norm_3 = nn.LayerNorm(24)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.batch_norm_1(x)
        x = self.group_norm_2(x)
        x = self.layer_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 128, 48, 24, 24)
    return [x]


def get_init_inputs():
    return []
