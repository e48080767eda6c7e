# Synthesized by cuagent (bench.synth.compose), seed=177, scale=large.
# ops: bmm -> conv_transpose1d -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(1024, 256, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = self.conv_transpose1d_1(x)
        x = torch.bmm(x, y2)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    y1 = torch.randn(32, 2048, 4096)
    y2 = torch.randn(32, 8192, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
