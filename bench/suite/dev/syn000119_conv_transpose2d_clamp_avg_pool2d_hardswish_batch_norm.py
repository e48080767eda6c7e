# Synthesized by cuagent (bench.synth.compose), seed=119, scale=h200.
# ops: conv_transpose2d -> clamp -> avg_pool2d -> activation:hardswish -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(512, 512, kernel_size=2, stride=1, padding=0, bias=False)
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=3, stride=2)
        self.batch_norm_4 = nn.BatchNorm2d(512)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.clamp(x, min=-1.0, max=0.5)
        x = self.avg_pool2d_2(x)
        x = F.hardswish(x)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 64, 256)
    return [x]


def get_init_inputs():
    return []
