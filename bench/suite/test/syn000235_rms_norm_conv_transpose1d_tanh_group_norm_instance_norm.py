# Synthesized by cuagent (bench.synth.compose), seed=235, scale=h200.
# ops: rms_norm -> conv_transpose1d -> activation:tanh -> group_norm -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_0 = nn.RMSNorm(512)
        self.conv_transpose1d_1 = nn.ConvTranspose1d(2048, 256, kernel_size=3, stride=2, padding=1, bias=True)
        self.group_norm_3 = nn.GroupNorm(2, 256)
        self.instance_norm_4 = nn.InstanceNorm1d(256, affine=True)

    def forward(self, x):
        x = self.rms_norm_0(x)
        x = self.conv_transpose1d_1(x)
        x = torch.tanh(x)
        x = self.group_norm_3(x)
        x = self.instance_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 512)
    return [x]


def get_init_inputs():
    return []
