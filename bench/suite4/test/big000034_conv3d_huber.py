# Synthesized by cuagent (bench.synth.compose), seed=34, scale=large.
# ops: conv3d -> loss:huber
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 64, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = F.huber_loss(x, y1, reduction="sum", delta=1.5)
        return x


def get_inputs():
    x = torch.randn(128, 32, 64, 48, 48)
    y1 = torch.randn(128, 64, 64, 48, 48)
    return [x, y1]


def get_init_inputs():
    return []
