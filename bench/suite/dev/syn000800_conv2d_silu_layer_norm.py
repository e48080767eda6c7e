# Synthesized by cuagent (bench.synth.compose), seed=800, scale=h200.
# ops: conv2d -> activation:silu -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 256, kernel_size=5, stride=1, padding=2, bias=False)
        self.layer_norm_2 = nn.LayerNorm(32)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = F.silu(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 128, 32)
    return [x]


def get_init_inputs():
    return []
