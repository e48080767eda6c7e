# Synthesized by cuagent (bench.synth.compose), seed=560, scale=h200.
# ops: matmul -> tensor_arith:sub_input -> conv_transpose1d -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_2 = nn.ConvTranspose1d(512, 256, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = x - y2
        x = self.conv_transpose1d_2(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 1024)
    y1 = torch.randn(1024, 4096)
    y2 = torch.randn(16, 512, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
