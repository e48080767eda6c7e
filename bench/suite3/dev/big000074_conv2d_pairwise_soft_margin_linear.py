# Synthesized by cuagent (bench.synth.compose), seed=74, scale=large.
# ops: conv2d -> distance:pairwise -> loss:soft_margin -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(16, 64, kernel_size=5, stride=1, padding=2, bias=True)
        self.linear_3 = nn.Linear(8192, 16384, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv2d_0(x)
        x = F.pairwise_distance(x, y1)
        x = F.soft_margin_loss(x, torch.sign(y2), reduction="none")
        x = self.linear_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 8192, 128)
    y1 = torch.randn(32, 64, 8192, 128)
    y2 = torch.randn(32, 64, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
