# Synthesized by cuagent (bench.synth.compose), seed=531, scale=h200.
# ops: conv2d -> rms_norm -> activation:tanh -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 256, kernel_size=3, stride=1, padding=0, bias=True)
        self.rms_norm_1 = nn.RMSNorm(254)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.rms_norm_1(x)
        x = torch.tanh(x)
        x = torch.amax(x, dim=3, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 32, 32, 256)
    return [x]


def get_init_inputs():
    return []
