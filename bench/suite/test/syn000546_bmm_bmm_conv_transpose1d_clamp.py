# Synthesized by cuagent (bench.synth.compose), seed=546, scale=h200.
# ops: bmm -> bmm -> conv_transpose1d -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_2 = nn.ConvTranspose1d(1024, 64, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = torch.bmm(x, y2)
        x = self.conv_transpose1d_2(x)
        x = torch.clamp(x, min=-2.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 2048)
    y1 = torch.randn(128, 2048, 512)
    y2 = torch.randn(128, 512, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
