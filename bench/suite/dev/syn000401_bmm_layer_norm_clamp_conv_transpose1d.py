# Synthesized by cuagent (bench.synth.compose), seed=401, scale=h200.
# ops: bmm -> layer_norm -> clamp -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(512)
        self.conv_transpose1d_3 = nn.ConvTranspose1d(256, 256, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.layer_norm_1(x)
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = self.conv_transpose1d_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 8192)
    y1 = torch.randn(64, 8192, 512)
    return [x, y1]


def get_init_inputs():
    return []
