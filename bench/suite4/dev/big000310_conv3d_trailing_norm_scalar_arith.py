# Synthesized by cuagent (bench.synth.compose), seed=310, scale=large.
# ops: conv3d -> trailing_norm -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 256, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = F.layer_norm(x, x.shape[-2:])
        x = x - 2.0
        return x


def get_inputs():
    x = torch.randn(32, 256, 32, 96, 64)
    return [x]


def get_init_inputs():
    return []
