# Synthesized by cuagent (bench.synth.compose), seed=44, scale=h200.
# ops: conv2d -> conv_transpose2d -> tensor_arith:add_input -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 128, kernel_size=1, stride=1, padding=0, bias=False)
        self.conv_transpose2d_1 = nn.ConvTranspose2d(128, 512, kernel_size=4, stride=1, padding=0, bias=False)
        self.layer_norm_3 = nn.LayerNorm(35)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = self.conv_transpose2d_1(x)
        x = x + y1
        x = self.layer_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 32, 32)
    y1 = torch.randn(128, 512, 35, 35)
    return [x, y1]


def get_init_inputs():
    return []
