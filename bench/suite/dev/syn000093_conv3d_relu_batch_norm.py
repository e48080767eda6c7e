# Synthesized by cuagent (bench.synth.compose), seed=93, scale=h200.
# ops: conv3d -> activation:relu -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 64, kernel_size=3, stride=1, padding=1, bias=True)
        self.batch_norm_2 = nn.BatchNorm3d(64)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.relu(x)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 48, 48, 48)
    return [x]


def get_init_inputs():
    return []
