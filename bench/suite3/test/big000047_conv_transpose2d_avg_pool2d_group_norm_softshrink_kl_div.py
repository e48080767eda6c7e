# Synthesized by cuagent (bench.synth.compose), seed=47, scale=large.
# ops: conv_transpose2d -> avg_pool2d -> group_norm -> activation2:softshrink -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 32, kernel_size=3, stride=1, padding=0, bias=True)
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.group_norm_2 = nn.GroupNorm(4, 32)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = self.avg_pool2d_1(x)
        x = self.group_norm_2(x)
        x = F.softshrink(x, lambd=0.25)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y1, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(64, 16, 8192, 64)
    y1 = torch.randn(64, 32, 4097, 33)
    return [x, y1]


def get_init_inputs():
    return []
