# Synthesized by cuagent (bench.synth.compose), seed=340, scale=h200.
# ops: conv_transpose1d -> activation:sigmoid -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 512, kernel_size=4, stride=1, padding=1, bias=True)
        self.conv1d_2 = nn.Conv1d(512, 16, kernel_size=3, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.sigmoid(x)
        x = self.conv1d_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 1024)
    return [x]


def get_init_inputs():
    return []
