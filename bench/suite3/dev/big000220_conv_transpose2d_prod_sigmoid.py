# Synthesized by cuagent (bench.synth.compose), seed=220, scale=large.
# ops: conv_transpose2d -> prod -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 64, kernel_size=4, stride=2, padding=0, bias=True)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=3, keepdim=False)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 512, 128)
    return [x]


def get_init_inputs():
    return []
