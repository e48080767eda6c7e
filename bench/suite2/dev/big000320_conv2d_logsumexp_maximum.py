# Synthesized by cuagent (bench.synth.compose), seed=320, scale=large.
# ops: conv2d -> reduce:logsumexp -> binary:maximum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(512, 32, kernel_size=3, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.logsumexp(x, dim=3, keepdim=False)
        x = torch.maximum(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 512, 512, 128)
    y1 = torch.randn(32, 32, 510)
    return [x, y1]


def get_init_inputs():
    return []
