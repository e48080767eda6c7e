# Synthesized by cuagent (bench.synth.compose), seed=319, scale=large.
# ops: conv_transpose2d -> activation:mish -> layer_norm -> activation2:hardtanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 256, kernel_size=3, stride=1, padding=0, bias=False)
        self.layer_norm_2 = nn.LayerNorm(514)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = F.mish(x)
        x = self.layer_norm_2(x)
        x = F.hardtanh(x, min_val=-0.5, max_val=1.5)
        return x


def get_inputs():
    x = torch.randn(64, 32, 128, 512)
    return [x]


def get_init_inputs():
    return []
