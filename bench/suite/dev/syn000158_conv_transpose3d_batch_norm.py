# Synthesized by cuagent (bench.synth.compose), seed=158, scale=h200.
# ops: conv_transpose3d -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(16, 16, kernel_size=4, stride=1, padding=0, bias=True)
        self.batch_norm_1 = nn.BatchNorm3d(16)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = self.batch_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(64, 16, 64, 32, 48)
    return [x]


def get_init_inputs():
    return []
