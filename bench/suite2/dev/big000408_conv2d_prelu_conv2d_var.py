# Synthesized by cuagent (bench.synth.compose), seed=408, scale=large.
# ops: conv2d -> activation2:prelu -> conv2d -> reduce2:var
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 32, kernel_size=3, stride=1, padding=1, bias=False)
        self.activation2_1 = nn.PReLU(32, init=0.1)
        self.conv2d_2 = nn.Conv2d(32, 64, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.activation2_1(x)
        x = self.conv2d_2(x)
        x = torch.var(x, dim=3, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 512)
    return [x]


def get_init_inputs():
    return []
