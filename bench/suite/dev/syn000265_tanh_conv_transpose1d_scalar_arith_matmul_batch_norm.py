# Synthesized by cuagent (bench.synth.compose), seed=265, scale=h200.
# ops: activation:tanh -> conv_transpose1d -> scalar_arith -> matmul -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(2048, 256, kernel_size=2, stride=1, padding=0, bias=True)
        self.batch_norm_4 = nn.BatchNorm1d(256)

    def forward(self, x, y1):
        x = torch.tanh(x)
        x = self.conv_transpose1d_1(x)
        x = x + 0.5
        x = torch.matmul(x, y1)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 1024)
    y1 = torch.randn(1025, 2048)
    return [x, y1]


def get_init_inputs():
    return []
