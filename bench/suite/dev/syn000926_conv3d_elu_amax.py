# Synthesized by cuagent (bench.synth.compose), seed=926, scale=h200.
# ops: conv3d -> activation:elu -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 32, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = F.elu(x, alpha=1.0)
        x = torch.amax(x, dim=4, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(16, 128, 32, 24, 48)
    return [x]


def get_init_inputs():
    return []
