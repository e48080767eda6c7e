# Synthesized by cuagent (bench.synth.compose), seed=393, scale=large.
# ops: conv3d -> activation2:prelu -> activation:tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 128, kernel_size=3, stride=1, padding=1, bias=True)
        self.activation2_1 = nn.PReLU(128, init=0.1)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.activation2_1(x)
        x = torch.tanh(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 64, 48, 96)
    return [x]


def get_init_inputs():
    return []
