# Synthesized by cuagent (bench.synth.compose), seed=125, scale=h200.
# ops: conv2d -> activation:relu -> avg_pool2d -> layer_norm -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 32, kernel_size=5, stride=1, padding=2, bias=True)
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.layer_norm_3 = nn.LayerNorm(64)
        self.group_norm_4 = nn.GroupNorm(4, 32)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.relu(x)
        x = self.avg_pool2d_2(x)
        x = self.layer_norm_3(x)
        x = self.group_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 256, 256, 128)
    return [x]


def get_init_inputs():
    return []
