# Synthesized by cuagent (bench.synth.compose), seed=27, scale=large.
# ops: conv3d -> clamp -> distance:normalize -> loss:huber
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 128, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv3d_0(x)
        x = torch.clamp(x, min=-0.5, max=1.0)
        x = F.normalize(x + y1, dim=1)
        x = F.huber_loss(x, y2, reduction="mean", delta=1.5)
        return x


def get_inputs():
    x = torch.randn(32, 32, 48, 64, 96)
    y1 = torch.randn(32, 128, 48, 64, 96)
    y2 = torch.randn(32, 128, 48, 64, 96)
    return [x, y1, y2]


def get_init_inputs():
    return []
