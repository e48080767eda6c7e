# Synthesized by cuagent (bench.synth.compose), seed=288, scale=large.
# ops: conv_transpose2d -> scan:reverse -> activation2:prelu -> activation:silu -> activation2:logsigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 64, kernel_size=4, stride=2, padding=1, bias=True)
        self.activation2_2 = nn.PReLU(64, init=0.1)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.cumsum(x.flip(1), dim=1).flip(1)
        x = self.activation2_2(x)
        x = F.silu(x)
        x = F.logsigmoid(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 256, 128)
    return [x]


def get_init_inputs():
    return []
