# Synthesized by cuagent (bench.synth.compose), seed=108, scale=h200.
# ops: conv_transpose2d -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 32, kernel_size=3, stride=1, padding=0, bias=True)
        self.batch_norm_1 = nn.BatchNorm2d(32)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.batch_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 64, 128)
    return [x]


def get_init_inputs():
    return []
