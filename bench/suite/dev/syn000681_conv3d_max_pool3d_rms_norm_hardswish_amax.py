# Synthesized by cuagent (bench.synth.compose), seed=681, scale=h200.
# ops: conv3d -> max_pool3d -> rms_norm -> activation:hardswish -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(16, 64, kernel_size=3, stride=1, padding=1, bias=False)
        self.max_pool3d_1 = nn.MaxPool3d(kernel_size=2, stride=2)
        self.rms_norm_2 = nn.RMSNorm(8)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.max_pool3d_1(x)
        x = self.rms_norm_2(x)
        x = F.hardswish(x)
        x = torch.amax(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 16, 32, 48, 16)
    return [x]


def get_init_inputs():
    return []
