# Synthesized by cuagent (bench.synth.compose), seed=355, scale=large.
# ops: conv2d -> batch_norm -> tensor_arith:add_input -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 128, kernel_size=1, stride=1, padding=0, bias=False)
        self.batch_norm_1 = nn.BatchNorm2d(128)
        self.instance_norm_3 = nn.InstanceNorm2d(128, affine=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = self.batch_norm_1(x)
        x = x + y1
        x = self.instance_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 4096, 128)
    y1 = torch.randn(32, 128, 4096, 128)
    return [x, y1]


def get_init_inputs():
    return []
