# Synthesized by cuagent (bench.synth.compose), seed=934, scale=h200.
# ops: conv3d -> avg_pool3d -> activation:elu -> conv_transpose3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(16, 128, kernel_size=3, stride=1, padding=0, bias=True)
        self.avg_pool3d_1 = nn.AvgPool3d(kernel_size=2, stride=2)
        self.conv_transpose3d_3 = nn.ConvTranspose3d(128, 256, kernel_size=4, stride=2, padding=1, bias=False)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.avg_pool3d_1(x)
        x = F.elu(x, alpha=0.5)
        x = self.conv_transpose3d_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 16, 48, 48, 16)
    return [x]


def get_init_inputs():
    return []
