# Synthesized by cuagent (bench.synth.compose), seed=378, scale=large.
# ops: conv_transpose2d -> clamp -> batch_norm -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 32, kernel_size=4, stride=2, padding=0, bias=False)
        self.batch_norm_2 = nn.BatchNorm2d(32)
        self.group_norm_3 = nn.GroupNorm(2, 32)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.clamp(x, min=-0.5, max=1.0)
        x = self.batch_norm_2(x)
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 128, 256)
    return [x]


def get_init_inputs():
    return []
