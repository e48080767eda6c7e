# Synthesized by cuagent (bench.synth.compose), seed=197, scale=large.
# ops: conv_transpose2d -> loss:huber -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 128, kernel_size=3, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = F.huber_loss(x, y1, reduction="none", delta=1.5)
        x = torch.clamp(x, min=-2.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(64, 32, 128, 256)
    y1 = torch.randn(64, 128, 257, 513)
    return [x, y1]


def get_init_inputs():
    return []
