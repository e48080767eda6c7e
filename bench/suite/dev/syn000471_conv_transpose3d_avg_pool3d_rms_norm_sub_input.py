# Synthesized by cuagent (bench.synth.compose), seed=471, scale=h200.
# ops: conv_transpose3d -> avg_pool3d -> rms_norm -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 256, kernel_size=2, stride=1, padding=0, bias=True)
        self.avg_pool3d_1 = nn.AvgPool3d(kernel_size=2, stride=2)
        self.rms_norm_2 = nn.RMSNorm(16)

    def forward(self, x, y1):
        x = self.conv_transpose3d_0(x)
        x = self.avg_pool3d_1(x)
        x = self.rms_norm_2(x)
        x = x - y1
        return x


def get_inputs():
    x = torch.randn(64, 64, 16, 24, 32)
    y1 = torch.randn(64, 256, 8, 12, 16)
    return [x, y1]


def get_init_inputs():
    return []
