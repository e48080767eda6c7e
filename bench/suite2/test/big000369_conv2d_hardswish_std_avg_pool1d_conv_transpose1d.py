# Synthesized by cuagent (bench.synth.compose), seed=369, scale=large.
# ops: conv2d -> activation:hardswish -> reduce2:std -> avg_pool1d -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 512, kernel_size=3, stride=2, padding=1, bias=True)
        self.avg_pool1d_3 = nn.AvgPool1d(kernel_size=3, stride=2)
        self.conv_transpose1d_4 = nn.ConvTranspose1d(512, 256, kernel_size=4, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = F.hardswish(x)
        x = torch.std(x, dim=3, keepdim=False)
        x = self.avg_pool1d_3(x)
        x = self.conv_transpose1d_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 128, 512)
    return [x]


def get_init_inputs():
    return []
