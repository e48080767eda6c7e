# Synthesized by cuagent (bench.synth.compose), seed=173, scale=large.
# ops: conv_transpose1d -> cat -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(64, 256, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv_transpose1d_0(x)
        x = torch.cat([x, y1], dim=1)
        x = x * y2
        return x


def get_inputs():
    x = torch.randn(32, 64, 32768)
    y1 = torch.randn(32, 256, 65536)
    y2 = torch.randn(32, 512, 65536)
    return [x, y1, y2]


def get_init_inputs():
    return []
