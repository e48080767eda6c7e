# Synthesized by cuagent (bench.synth.compose), seed=42, scale=large.
# ops: conv3d -> max_pool3d -> reduce2:amin -> cat -> reduce2:norm1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 256, kernel_size=1, stride=1, padding=0, bias=False)
        self.max_pool3d_1 = nn.MaxPool3d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = self.max_pool3d_1(x)
        x = torch.amin(x, dim=3, keepdim=False)
        x = torch.cat([x, y1], dim=1)
        x = torch.linalg.vector_norm(x, ord=1, dim=2, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(64, 256, 48, 32, 48)
    y1 = torch.randn(64, 128, 24, 24)
    return [x, y1]


def get_init_inputs():
    return []
