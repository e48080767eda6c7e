# Synthesized by cuagent (bench.synth.compose), seed=468, scale=h200.
# ops: conv_transpose1d -> bmm -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 64, kernel_size=2, stride=2, padding=0, bias=False)
        self.conv1d_2 = nn.Conv1d(64, 256, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = torch.bmm(x, y1)
        x = self.conv1d_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 512)
    y1 = torch.randn(128, 1024, 512)
    return [x, y1]


def get_init_inputs():
    return []
