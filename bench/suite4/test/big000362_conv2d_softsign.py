# Synthesized by cuagent (bench.synth.compose), seed=362, scale=large.
# ops: conv2d -> activation2:softsign
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 128, kernel_size=3, stride=2, padding=1, bias=False)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = F.softsign(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 512, 512)
    return [x]


def get_init_inputs():
    return []
