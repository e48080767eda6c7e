# Synthesized by cuagent (bench.synth.compose), seed=538, scale=h200.
# ops: group_norm -> avg_pool2d -> tensor_arith:mul_param -> conv_transpose2d -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_0 = nn.GroupNorm(2, 512)
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(512, 1, 1))
        self.conv_transpose2d_3 = nn.ConvTranspose2d(512, 128, kernel_size=4, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.group_norm_0(x)
        x = self.avg_pool2d_1(x)
        x = x * self.tensor_arith_2
        x = self.conv_transpose2d_3(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 32, 128)
    return [x]


def get_init_inputs():
    return []
