# Synthesized by cuagent (bench.synth.compose), seed=46, scale=h200.
# ops: conv_transpose1d -> linear -> avg_pool1d -> clamp -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(1024, 256, kernel_size=3, stride=2, padding=1, bias=True)
        self.linear_1 = nn.Linear(1023, 1024, bias=True)
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.linear_1(x)
        x = self.avg_pool1d_2(x)
        x = torch.clamp(x, min=-0.5, max=0.5)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 512)
    return [x]


def get_init_inputs():
    return []
