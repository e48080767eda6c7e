# Synthesized by cuagent (bench.synth.compose), seed=298, scale=large.
# ops: conv_transpose2d -> distance:normalize -> avg_pool2d -> reduce2:var -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 64, kernel_size=2, stride=2, padding=0, bias=True)
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = F.normalize(x + y1, dim=1)
        x = self.avg_pool2d_2(x)
        x = torch.var(x, dim=1, keepdim=False)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 256, 512)
    y1 = torch.randn(32, 64, 512, 1024)
    return [x, y1]


def get_init_inputs():
    return []
