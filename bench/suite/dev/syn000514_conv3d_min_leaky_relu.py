# Synthesized by cuagent (bench.synth.compose), seed=514, scale=h200.
# ops: conv3d -> reduce:min -> activation:leaky_relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 512, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.min(x, dim=1, keepdim=True)[0]
        x = F.leaky_relu(x, negative_slope=0.2)
        return x


def get_inputs():
    x = torch.randn(32, 32, 16, 16, 64)
    return [x]


def get_init_inputs():
    return []
