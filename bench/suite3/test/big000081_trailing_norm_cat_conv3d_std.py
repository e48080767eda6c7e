# Synthesized by cuagent (bench.synth.compose), seed=81, scale=large.
# ops: trailing_norm -> cat -> conv3d -> reduce2:std
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.trailing_norm_0 = nn.LayerNorm((64, 48))
        self.conv3d_2 = nn.Conv3d(160, 32, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.trailing_norm_0(x)
        x = torch.cat([x, y1], dim=1)
        x = self.conv3d_2(x)
        x = torch.std(x, dim=3, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 128, 64, 64, 48)
    y1 = torch.randn(64, 32, 64, 64, 48)
    return [x, y1]


def get_init_inputs():
    return []
