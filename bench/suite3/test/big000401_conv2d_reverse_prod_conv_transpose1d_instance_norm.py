# Synthesized by cuagent (bench.synth.compose), seed=401, scale=large.
# ops: conv2d -> scan:reverse -> prod -> conv_transpose1d -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 64, kernel_size=1, stride=1, padding=0, bias=True)
        self.conv_transpose1d_3 = nn.ConvTranspose1d(64, 256, kernel_size=3, stride=2, padding=1, bias=True)
        self.instance_norm_4 = nn.InstanceNorm1d(256, affine=True)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.cumsum(x.flip(1), dim=1).flip(1)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=3, keepdim=False)
        x = self.conv_transpose1d_3(x)
        x = self.instance_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 256, 512)
    return [x]


def get_init_inputs():
    return []
