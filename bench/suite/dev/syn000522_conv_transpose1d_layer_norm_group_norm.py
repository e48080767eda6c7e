# Synthesized by cuagent (bench.synth.compose), seed=522, scale=h200.
# ops: conv_transpose1d -> layer_norm -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(1024, 256, kernel_size=2, stride=2, padding=0, bias=False)
        self.layer_norm_1 = nn.LayerNorm(4096)
        self.group_norm_2 = nn.GroupNorm(8, 256)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.layer_norm_1(x)
        x = self.group_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
