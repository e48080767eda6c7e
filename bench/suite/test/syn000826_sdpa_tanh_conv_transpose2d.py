# Synthesized by cuagent (bench.synth.compose), seed=826, scale=h200.
# ops: sdpa -> activation:tanh -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_2 = nn.ConvTranspose2d(32, 128, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.tanh(x)
        x = self.conv_transpose2d_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 32, 256, 128)
    y1 = torch.randn(16, 32, 256, 128)
    y2 = torch.randn(16, 32, 256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
