# Synthesized by cuagent (bench.synth.compose), seed=180, scale=large.
# ops: conv2d -> scalar_arith -> layout:repeat -> reduce2:var -> reduce2:amin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 32, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = x * 2.0
        x = x.repeat(1, 2, 1, 1)
        x = torch.var(x, dim=2, keepdim=False)
        x = torch.amin(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(128, 256, 128, 512)
    return [x]


def get_init_inputs():
    return []
