# Synthesized by cuagent (bench.synth.compose), seed=208, scale=large.
# ops: conv1d -> conv1d -> max_pool1d -> conv_transpose1d -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 32, kernel_size=3, stride=2, padding=0, bias=True)
        self.conv1d_1 = nn.Conv1d(32, 64, kernel_size=1, stride=1, padding=0, bias=True)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=3, stride=3)
        self.conv_transpose1d_3 = nn.ConvTranspose1d(64, 512, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.conv1d_1(x)
        x = self.max_pool1d_2(x)
        x = self.conv_transpose1d_3(x)
        x = torch.clamp(x, min=-0.5, max=1.0)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    return [x]


def get_init_inputs():
    return []
