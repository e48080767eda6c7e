# Synthesized by cuagent (bench.synth.compose), seed=771, scale=h200.
# ops: conv2d -> instance_norm -> rms_norm -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 512, kernel_size=3, stride=1, padding=1, bias=True)
        self.instance_norm_1 = nn.InstanceNorm2d(512, affine=True)
        self.rms_norm_2 = nn.RMSNorm(64)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.instance_norm_1(x)
        x = self.rms_norm_2(x)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 64, 256, 64)
    return [x]


def get_init_inputs():
    return []
