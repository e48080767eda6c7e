# Synthesized by cuagent (bench.synth.compose), seed=352, scale=large.
# ops: conv3d -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 512, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.amax(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(128, 256, 32, 32, 32)
    return [x]


def get_init_inputs():
    return []
