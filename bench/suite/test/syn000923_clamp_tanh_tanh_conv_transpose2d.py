# Synthesized by cuagent (bench.synth.compose), seed=923, scale=h200.
# ops: clamp -> activation:tanh -> activation:tanh -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_3 = nn.ConvTranspose2d(512, 64, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = torch.clamp(x, min=-0.5, max=1.0)
        x = torch.tanh(x)
        x = torch.tanh(x)
        x = self.conv_transpose2d_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 128, 256)
    return [x]


def get_init_inputs():
    return []
