# Synthesized by cuagent (bench.synth.compose), seed=77, scale=large.
# ops: conv_transpose2d -> conv2d -> binary:addcmul -> activation:mish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 32, kernel_size=2, stride=2, padding=0, bias=True)
        self.conv2d_1 = nn.Conv2d(32, 256, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = self.conv2d_1(x)
        x = torch.addcmul(x, y1, y1, value=0.25)
        x = F.mish(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 256, 256)
    y1 = torch.randn(32, 256, 510, 510)
    return [x, y1]


def get_init_inputs():
    return []
