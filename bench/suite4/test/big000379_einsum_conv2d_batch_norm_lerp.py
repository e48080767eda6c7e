# Synthesized by cuagent (bench.synth.compose), seed=379, scale=large.
# ops: einsum -> conv2d -> batch_norm -> binary:lerp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(512, 64) / 8.0000)
        self.conv2d_1 = nn.Conv2d(512, 512, kernel_size=1, stride=1, padding=0, bias=True)
        self.batch_norm_2 = nn.BatchNorm2d(512)

    def forward(self, x, y1):
        x = torch.einsum("nchw,oc->nohw", x, self.einsum_0)
        x = self.conv2d_1(x)
        x = self.batch_norm_2(x)
        x = torch.lerp(x, y1, 0.3)
        return x


def get_inputs():
    x = torch.randn(128, 64, 128, 256)
    y1 = torch.randn(128, 512, 128, 256)
    return [x, y1]


def get_init_inputs():
    return []
