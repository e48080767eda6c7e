# Synthesized by cuagent (bench.synth.compose), seed=176, scale=large.
# ops: conv2d -> clamp -> reduce:sum -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 512, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.clamp(x, min=-2.0, max=1.0)
        x = torch.sum(x, dim=3, keepdim=False)
        x = F.normalize(x + y1, dim=1)
        return x


def get_inputs():
    x = torch.randn(32, 16, 1024, 128)
    y1 = torch.randn(32, 512, 1024)
    return [x, y1]


def get_init_inputs():
    return []
