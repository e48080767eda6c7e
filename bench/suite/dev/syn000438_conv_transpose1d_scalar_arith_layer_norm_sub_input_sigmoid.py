# Synthesized by cuagent (bench.synth.compose), seed=438, scale=h200.
# ops: conv_transpose1d -> scalar_arith -> layer_norm -> tensor_arith:sub_input -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 128, kernel_size=3, stride=2, padding=1, bias=True)
        self.layer_norm_2 = nn.LayerNorm(2047)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = x - 2.0
        x = self.layer_norm_2(x)
        x = x - y1
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 1024)
    y1 = torch.randn(64, 128, 2047)
    return [x, y1]


def get_init_inputs():
    return []
