# Synthesized by cuagent (bench.synth.compose), seed=641, scale=h200.
# ops: conv_transpose1d -> tensor_arith:add_param -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(1024, 128, kernel_size=3, stride=1, padding=1, bias=True)
        self.tensor_arith_1 = nn.Parameter(torch.randn(128, 1))

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = x + self.tensor_arith_1
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 2048)
    y1 = torch.randn(64, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
