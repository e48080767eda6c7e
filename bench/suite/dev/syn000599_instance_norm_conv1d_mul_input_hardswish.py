# Synthesized by cuagent (bench.synth.compose), seed=599, scale=h200.
# ops: instance_norm -> conv1d -> tensor_arith:mul_input -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_0 = nn.InstanceNorm1d(512, affine=True)
        self.conv1d_1 = nn.Conv1d(512, 256, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1):
        x = self.instance_norm_0(x)
        x = self.conv1d_1(x)
        x = x * y1
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(128, 512, 1024)
    y1 = torch.randn(128, 256, 1024)
    return [x, y1]


def get_init_inputs():
    return []
