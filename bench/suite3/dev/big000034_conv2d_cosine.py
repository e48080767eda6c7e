# Synthesized by cuagent (bench.synth.compose), seed=34, scale=large.
# ops: conv2d -> distance:cosine
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 128, kernel_size=5, stride=2, padding=2, bias=False)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = F.cosine_similarity(x, y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 32, 8192, 128)
    y1 = torch.randn(32, 128, 4096, 64)
    return [x, y1]


def get_init_inputs():
    return []
