# Synthesized by cuagent (bench.synth.compose), seed=215, scale=large.
# ops: conv_transpose2d -> clamp -> group_norm -> layer_norm -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 32, kernel_size=4, stride=2, padding=1, bias=True)
        self.group_norm_2 = nn.GroupNorm(2, 32)
        self.layer_norm_3 = nn.LayerNorm(512)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.clamp(x, min=-2.0, max=0.5)
        x = self.group_norm_2(x)
        x = self.layer_norm_3(x)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 256)
    return [x]


def get_init_inputs():
    return []
