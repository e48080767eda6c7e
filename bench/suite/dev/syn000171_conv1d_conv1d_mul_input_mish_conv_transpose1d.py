# Synthesized by cuagent (bench.synth.compose), seed=171, scale=h200.
# ops: conv1d -> conv1d -> tensor_arith:mul_input -> activation:mish -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(256, 128, kernel_size=3, stride=1, padding=1, bias=True)
        self.conv1d_1 = nn.Conv1d(128, 128, kernel_size=3, stride=1, padding=1, bias=True)
        self.conv_transpose1d_4 = nn.ConvTranspose1d(128, 32, kernel_size=4, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = self.conv1d_1(x)
        x = x * y1
        x = F.mish(x)
        x = self.conv_transpose1d_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 256, 8192)
    y1 = torch.randn(16, 128, 8192)
    return [x, y1]


def get_init_inputs():
    return []
