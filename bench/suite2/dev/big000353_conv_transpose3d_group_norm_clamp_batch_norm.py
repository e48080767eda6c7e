# Synthesized by cuagent (bench.synth.compose), seed=353, scale=large.
# ops: conv_transpose3d -> group_norm -> clamp -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(32, 128, kernel_size=2, stride=1, padding=0, bias=False)
        self.group_norm_1 = nn.GroupNorm(4, 128)
        self.batch_norm_3 = nn.BatchNorm3d(128)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = self.group_norm_1(x)
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 48, 96, 32)
    return [x]


def get_init_inputs():
    return []
