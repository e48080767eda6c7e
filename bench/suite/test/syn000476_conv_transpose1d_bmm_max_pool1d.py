# Synthesized by cuagent (bench.synth.compose), seed=476, scale=h200.
# ops: conv_transpose1d -> bmm -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(1024, 128, kernel_size=2, stride=2, padding=0, bias=False)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = torch.bmm(x, y1)
        x = self.max_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 1024)
    y1 = torch.randn(64, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
