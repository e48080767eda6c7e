# Synthesized by cuagent (bench.synth.compose), seed=62, scale=large.
# ops: conv_transpose1d -> conv1d -> conv_transpose1d -> activation2:prelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(32, 32, kernel_size=4, stride=1, padding=0, bias=True)
        self.conv1d_1 = nn.Conv1d(32, 64, kernel_size=3, stride=1, padding=1, bias=True)
        self.conv_transpose1d_2 = nn.ConvTranspose1d(64, 128, kernel_size=3, stride=1, padding=1, bias=False)
        self.activation2_3 = nn.PReLU(128, init=0.1)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.conv1d_1(x)
        x = self.conv_transpose1d_2(x)
        x = self.activation2_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 32, 32768)
    return [x]


def get_init_inputs():
    return []
