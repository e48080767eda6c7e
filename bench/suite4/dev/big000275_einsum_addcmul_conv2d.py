# Synthesized by cuagent (bench.synth.compose), seed=275, scale=large.
# ops: einsum -> binary:addcmul -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(32, 64) / 8.0000)
        self.conv2d_2 = nn.Conv2d(32, 256, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = torch.addcmul(x, y1, y1, value=0.25)
        x = self.conv2d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 128, 512)
    y1 = torch.randn(64, 32, 128, 512)
    return [x, y1]


def get_init_inputs():
    return []
