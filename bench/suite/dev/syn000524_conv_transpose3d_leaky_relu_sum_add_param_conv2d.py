# Synthesized by cuagent (bench.synth.compose), seed=524, scale=h200.
# ops: conv_transpose3d -> activation:leaky_relu -> reduce:sum -> tensor_arith:add_param -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(32, 64, kernel_size=4, stride=1, padding=0, bias=True)
        self.tensor_arith_3 = nn.Parameter(torch.randn(64, 1, 1))
        self.conv2d_4 = nn.Conv2d(64, 256, kernel_size=5, stride=2, padding=2, bias=True)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = F.leaky_relu(x, negative_slope=0.05)
        x = torch.sum(x, dim=4, keepdim=False)
        x = x + self.tensor_arith_3
        x = self.conv2d_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 32, 64, 16, 24)
    return [x]


def get_init_inputs():
    return []
