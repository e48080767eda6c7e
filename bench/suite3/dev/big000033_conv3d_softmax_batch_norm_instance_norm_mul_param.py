# Synthesized by cuagent (bench.synth.compose), seed=33, scale=large.
# ops: conv3d -> softmax:softmax -> batch_norm -> instance_norm -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 32, kernel_size=3, stride=1, padding=0, bias=False)
        self.batch_norm_2 = nn.BatchNorm3d(32)
        self.instance_norm_3 = nn.InstanceNorm3d(32, affine=True)
        self.tensor_arith_4 = nn.Parameter(1.0 + 0.1 * torch.randn(32, 1, 1, 1))

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.softmax(x, dim=-1)
        x = self.batch_norm_2(x)
        x = self.instance_norm_3(x)
        x = x * self.tensor_arith_4
        return x


def get_inputs():
    x = torch.randn(128, 32, 32, 96, 96)
    return [x]


def get_init_inputs():
    return []
