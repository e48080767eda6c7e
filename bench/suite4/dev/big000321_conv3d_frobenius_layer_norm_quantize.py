# Synthesized by cuagent (bench.synth.compose), seed=321, scale=large.
# ops: conv3d -> reduce2:frobenius -> layer_norm -> quantize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 64, kernel_size=1, stride=1, padding=0, bias=True)
        self.layer_norm_2 = nn.LayerNorm(96)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = x / torch.norm(x, p="fro")
        x = self.layer_norm_2(x)
        x = (x // 0.1) * 0.1
        return x


def get_inputs():
    x = torch.randn(32, 256, 64, 32, 96)
    return [x]


def get_init_inputs():
    return []
