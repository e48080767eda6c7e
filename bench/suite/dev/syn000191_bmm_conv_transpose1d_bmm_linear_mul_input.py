# Synthesized by cuagent (bench.synth.compose), seed=191, scale=h200.
# ops: bmm -> conv_transpose1d -> bmm -> linear -> tensor_arith:mul_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(1024, 64, kernel_size=4, stride=2, padding=0, bias=False)
        self.linear_3 = nn.Linear(512, 1024, bias=True)

    def forward(self, x, y1, y2, y3):
        x = torch.bmm(x, y1)
        x = self.conv_transpose1d_1(x)
        x = torch.bmm(x, y2)
        x = self.linear_3(x)
        x = x * y3
        return x


def get_inputs():
    x = torch.randn(64, 1024, 2048)
    y1 = torch.randn(64, 2048, 2048)
    y2 = torch.randn(64, 4098, 512)
    y3 = torch.randn(64, 64, 1024)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
