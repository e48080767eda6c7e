# Synthesized by cuagent (bench.synth.compose), seed=120, scale=large.
# ops: bmm -> conv_transpose1d -> layer_norm -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(32, 32, kernel_size=2, stride=1, padding=0, bias=False)
        self.layer_norm_2 = nn.LayerNorm(1025)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = self.conv_transpose1d_1(x)
        x = self.layer_norm_2(x)
        x = torch.bmm(x, y2)
        return x


def get_inputs():
    x = torch.randn(64, 32, 32768)
    y1 = torch.randn(64, 32768, 1024)
    y2 = torch.randn(64, 1025, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
