# Synthesized by cuagent (bench.synth.compose), seed=267, scale=large.
# ops: conv2d -> loss:l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 128, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = F.l1_loss(x, y1, reduction="mean")
        return x


def get_inputs():
    x = torch.randn(256, 64, 128, 512)
    y1 = torch.randn(256, 128, 128, 512)
    return [x, y1]


def get_init_inputs():
    return []
