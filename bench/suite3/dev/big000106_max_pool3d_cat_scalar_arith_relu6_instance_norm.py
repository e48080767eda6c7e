# Synthesized by cuagent (bench.synth.compose), seed=106, scale=large.
# ops: max_pool3d -> cat -> scalar_arith -> activation2:relu6 -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool3d_0 = nn.MaxPool3d(kernel_size=2, stride=2)
        self.instance_norm_4 = nn.InstanceNorm3d(256, affine=True)

    def forward(self, x, y1):
        x = self.max_pool3d_0(x)
        x = torch.cat([x, y1], dim=1)
        x = x / 0.5
        x = F.relu6(x)
        x = self.instance_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 48, 48, 32)
    y1 = torch.randn(128, 128, 24, 24, 16)
    return [x, y1]


def get_init_inputs():
    return []
