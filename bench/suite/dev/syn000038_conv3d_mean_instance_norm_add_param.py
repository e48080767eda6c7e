# Synthesized by cuagent (bench.synth.compose), seed=38, scale=h200.
# ops: conv3d -> reduce:mean -> instance_norm -> tensor_arith:add_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 32, kernel_size=3, stride=1, padding=1, bias=True)
        self.instance_norm_2 = nn.InstanceNorm2d(32, affine=True)
        self.tensor_arith_3 = nn.Parameter(torch.randn(32, 1, 1))

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.mean(x, dim=4, keepdim=False)
        x = self.instance_norm_2(x)
        x = x + self.tensor_arith_3
        return x


def get_inputs():
    x = torch.randn(64, 32, 16, 24, 48)
    return [x]


def get_init_inputs():
    return []
