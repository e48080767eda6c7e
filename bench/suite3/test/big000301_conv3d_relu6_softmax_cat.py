# Synthesized by cuagent (bench.synth.compose), seed=301, scale=large.
# ops: conv3d -> activation2:relu6 -> softmax:softmax -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 64, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = F.relu6(x)
        x = torch.softmax(x, dim=1)
        x = torch.cat([x, y1], dim=1)
        return x


def get_inputs():
    x = torch.randn(128, 32, 32, 64, 64)
    y1 = torch.randn(128, 32, 32, 64, 64)
    return [x, y1]


def get_init_inputs():
    return []
