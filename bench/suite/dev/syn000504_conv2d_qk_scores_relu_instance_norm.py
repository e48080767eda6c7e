# Synthesized by cuagent (bench.synth.compose), seed=504, scale=h200.
# ops: conv2d -> qk_scores -> activation:relu -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 128, kernel_size=3, stride=2, padding=1, bias=True)
        self.instance_norm_3 = nn.InstanceNorm2d(128, affine=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = torch.relu(x)
        x = self.instance_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 128, 128)
    y1 = torch.randn(32, 128, 64, 64)
    return [x, y1]


def get_init_inputs():
    return []
