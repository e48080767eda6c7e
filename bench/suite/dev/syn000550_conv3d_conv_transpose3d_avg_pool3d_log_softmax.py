# Synthesized by cuagent (bench.synth.compose), seed=550, scale=h200.
# ops: conv3d -> conv_transpose3d -> avg_pool3d -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 512, kernel_size=1, stride=2, padding=0, bias=True)
        self.conv_transpose3d_1 = nn.ConvTranspose3d(512, 16, kernel_size=4, stride=1, padding=0, bias=True)
        self.avg_pool3d_2 = nn.AvgPool3d(kernel_size=3, stride=3)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.conv_transpose3d_1(x)
        x = self.avg_pool3d_2(x)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 32, 48, 64, 24)
    return [x]


def get_init_inputs():
    return []
