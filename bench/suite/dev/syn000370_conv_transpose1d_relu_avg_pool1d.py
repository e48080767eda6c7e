# Synthesized by cuagent (bench.synth.compose), seed=370, scale=h200.
# ops: conv_transpose1d -> activation:relu -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 64, kernel_size=4, stride=2, padding=1, bias=True)
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=3, stride=3)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.relu(x)
        x = self.avg_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 512, 2048)
    return [x]


def get_init_inputs():
    return []
