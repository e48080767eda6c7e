# Synthesized by cuagent (bench.synth.compose), seed=138, scale=large.
# ops: conv2d -> reduce2:amin -> distance:cosine
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 512, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.amin(x, dim=3, keepdim=False)
        x = F.cosine_similarity(x, y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 256, 128, 512)
    y1 = torch.randn(32, 512, 128)
    return [x, y1]


def get_init_inputs():
    return []
