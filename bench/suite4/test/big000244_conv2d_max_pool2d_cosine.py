# Synthesized by cuagent (bench.synth.compose), seed=244, scale=large.
# ops: conv2d -> max_pool2d -> distance:cosine
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 64, kernel_size=3, stride=1, padding=1, bias=True)
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = self.max_pool2d_1(x)
        x = F.cosine_similarity(x, y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 128, 256, 256)
    y1 = torch.randn(256, 64, 128, 128)
    return [x, y1]


def get_init_inputs():
    return []
