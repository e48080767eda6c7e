# Synthesized by cuagent (bench.synth.compose), seed=407, scale=large.
# ops: conv2d -> matmul_v -> prod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 32, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.matmul(x, y1)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=3, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(256, 256, 128, 128)
    y1 = torch.randn(256, 32, 128, 128)
    return [x, y1]


def get_init_inputs():
    return []
