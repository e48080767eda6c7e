# Synthesized by cuagent (bench.synth.compose), seed=349, scale=large.
# ops: conv2d -> rms_norm -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 32, kernel_size=3, stride=2, padding=1, bias=False)
        self.rms_norm_1 = nn.RMSNorm(256)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.rms_norm_1(x)
        x = torch.amax(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(256, 32, 512, 512)
    return [x]


def get_init_inputs():
    return []
