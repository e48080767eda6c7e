# Synthesized by cuagent (bench.synth.compose), seed=334, scale=large.
# ops: conv2d -> instance_norm -> activation:tanh -> layout:pad_circular
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 64, kernel_size=3, stride=1, padding=0, bias=False)
        self.instance_norm_1 = nn.InstanceNorm2d(64, affine=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.instance_norm_1(x)
        x = torch.tanh(x)
        x = F.pad(x, (2, 2, 2, 2), mode="circular")
        return x


def get_inputs():
    x = torch.randn(32, 32, 8192, 64)
    return [x]


def get_init_inputs():
    return []
