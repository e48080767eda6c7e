# Synthesized by cuagent (bench.synth.compose), seed=236, scale=h200.
# ops: conv2d -> activation:tanh -> scalar_arith -> rms_norm -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 512, kernel_size=3, stride=1, padding=1, bias=True)
        self.rms_norm_3 = nn.RMSNorm(64)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.tanh(x)
        x = x + 2.0
        x = self.rms_norm_3(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(16, 64, 128, 64)
    return [x]


def get_init_inputs():
    return []
