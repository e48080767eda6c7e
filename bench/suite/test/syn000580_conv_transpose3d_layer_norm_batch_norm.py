# Synthesized by cuagent (bench.synth.compose), seed=580, scale=h200.
# ops: conv_transpose3d -> layer_norm -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(32, 64, kernel_size=3, stride=1, padding=1, bias=True)
        self.layer_norm_1 = nn.LayerNorm(32)
        self.batch_norm_2 = nn.BatchNorm3d(64)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = self.layer_norm_1(x)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 32, 24, 32, 32)
    return [x]


def get_init_inputs():
    return []
