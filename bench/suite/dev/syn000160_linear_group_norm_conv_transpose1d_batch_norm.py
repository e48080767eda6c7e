# Synthesized by cuagent (bench.synth.compose), seed=160, scale=h200.
# ops: linear -> group_norm -> conv_transpose1d -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 512, bias=False)
        self.group_norm_1 = nn.GroupNorm(8, 2048)
        self.conv_transpose1d_2 = nn.ConvTranspose1d(2048, 32, kernel_size=2, stride=2, padding=0, bias=False)
        self.batch_norm_3 = nn.BatchNorm1d(32)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.group_norm_1(x)
        x = self.conv_transpose1d_2(x)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
