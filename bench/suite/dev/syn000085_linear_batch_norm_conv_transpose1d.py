# Synthesized by cuagent (bench.synth.compose), seed=85, scale=h200.
# ops: linear -> batch_norm -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(512, 8192, bias=True)
        self.batch_norm_1 = nn.BatchNorm1d(1024)
        self.conv_transpose1d_2 = nn.ConvTranspose1d(1024, 128, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.batch_norm_1(x)
        x = self.conv_transpose1d_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 512)
    return [x]


def get_init_inputs():
    return []
