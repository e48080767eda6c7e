# Synthesized by cuagent (bench.synth.compose), seed=326, scale=h200.
# ops: conv_transpose1d -> batch_norm -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(256, 128, kernel_size=2, stride=1, padding=0, bias=True)
        self.batch_norm_1 = nn.BatchNorm1d(128)
        self.batch_norm_2 = nn.BatchNorm1d(128)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.batch_norm_1(x)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 8192)
    return [x]


def get_init_inputs():
    return []
