# Synthesized by cuagent (bench.synth.compose), seed=396, scale=large.
# ops: conv2d -> layout:triu -> loss:bce_logits
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 64, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.triu(x, diagonal=-2)
        x = F.binary_cross_entropy_with_logits(x, torch.sigmoid(y1), reduction="mean")
        return x


def get_inputs():
    x = torch.randn(64, 32, 4096, 128)
    y1 = torch.randn(64, 64, 4096, 128)
    return [x, y1]


def get_init_inputs():
    return []
