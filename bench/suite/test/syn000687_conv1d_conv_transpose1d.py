# Synthesized by cuagent (bench.synth.compose), seed=687, scale=h200.
# ops: conv1d -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(2048, 512, kernel_size=3, stride=2, padding=0, bias=False)
        self.conv_transpose1d_1 = nn.ConvTranspose1d(512, 256, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.conv_transpose1d_1(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    return [x]


def get_init_inputs():
    return []
