# Synthesized by cuagent (bench.synth.compose), seed=728, scale=h200.
# ops: conv_transpose3d -> group_norm -> max_pool3d -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 128, kernel_size=3, stride=1, padding=0, bias=True)
        self.group_norm_1 = nn.GroupNorm(8, 128)
        self.max_pool3d_2 = nn.MaxPool3d(kernel_size=3, stride=3)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = self.group_norm_1(x)
        x = self.max_pool3d_2(x)
        x = torch.min(x, dim=4, keepdim=False)[0]
        return x


def get_inputs():
    x = torch.randn(64, 64, 24, 32, 16)
    return [x]


def get_init_inputs():
    return []
