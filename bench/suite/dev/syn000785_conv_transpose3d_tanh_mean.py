# Synthesized by cuagent (bench.synth.compose), seed=785, scale=h200.
# ops: conv_transpose3d -> activation:tanh -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(64, 32, kernel_size=4, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv_transpose3d_0(x)
        x = torch.tanh(x)
        x = torch.mean(x, dim=3, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(32, 64, 24, 64, 16)
    return [x]


def get_init_inputs():
    return []
