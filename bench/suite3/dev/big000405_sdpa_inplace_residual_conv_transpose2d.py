# Synthesized by cuagent (bench.synth.compose), seed=405, scale=large.
# ops: sdpa -> inplace_residual -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.inplace_residual_1 = nn.ReLU(inplace=True)
        self.conv_transpose2d_2 = nn.ConvTranspose2d(32, 256, kernel_size=4, stride=2, padding=1, bias=True)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        h_inplace_residual_1 = self.inplace_residual_1(x * 0.5)
        h_inplace_residual_1 += x
        x = h_inplace_residual_1
        x = self.conv_transpose2d_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 128, 128)
    y1 = torch.randn(128, 32, 128, 128)
    y2 = torch.randn(128, 32, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
