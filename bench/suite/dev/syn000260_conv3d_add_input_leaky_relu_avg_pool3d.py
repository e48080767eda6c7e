# Synthesized by cuagent (bench.synth.compose), seed=260, scale=h200.
# ops: conv3d -> tensor_arith:add_input -> activation:leaky_relu -> avg_pool3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 64, kernel_size=3, stride=1, padding=1, bias=True)
        self.avg_pool3d_3 = nn.AvgPool3d(kernel_size=3, stride=3)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = x + y1
        x = F.leaky_relu(x, negative_slope=0.01)
        x = self.avg_pool3d_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 64, 64, 48, 24)
    y1 = torch.randn(16, 64, 64, 48, 24)
    return [x, y1]


def get_init_inputs():
    return []
