# Synthesized by cuagent (bench.synth.compose), seed=255, scale=large.
# ops: conv3d -> activation2:hardtanh -> cat -> trailing_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 256, kernel_size=1, stride=2, padding=0, bias=True)
        self.trailing_norm_3 = nn.LayerNorm((16, 48))

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = F.hardtanh(x, min_val=-0.5, max_val=1.5)
        x = torch.cat([x, y1], dim=1)
        x = self.trailing_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 32, 32, 96)
    y1 = torch.randn(128, 64, 16, 16, 48)
    return [x, y1]


def get_init_inputs():
    return []
