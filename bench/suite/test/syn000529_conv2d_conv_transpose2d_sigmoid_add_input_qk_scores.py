# Synthesized by cuagent (bench.synth.compose), seed=529, scale=h200.
# ops: conv2d -> conv_transpose2d -> activation:sigmoid -> tensor_arith:add_input -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(64, 256, kernel_size=3, stride=1, padding=1, bias=False)
        self.conv_transpose2d_1 = nn.ConvTranspose2d(256, 16, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv2d_0(x)
        x = self.conv_transpose2d_1(x)
        x = torch.sigmoid(x)
        x = x + y1
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.1768
        return x


def get_inputs():
    x = torch.randn(16, 64, 256, 32)
    y1 = torch.randn(16, 16, 256, 32)
    y2 = torch.randn(16, 16, 256, 32)
    return [x, y1, y2]


def get_init_inputs():
    return []
