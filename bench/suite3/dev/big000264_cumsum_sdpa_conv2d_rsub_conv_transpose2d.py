# Synthesized by cuagent (bench.synth.compose), seed=264, scale=large.
# ops: scan:cumsum -> sdpa -> conv2d -> binary:rsub -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_2 = nn.Conv2d(32, 32, kernel_size=1, stride=1, padding=0, bias=True)
        self.conv_transpose2d_4 = nn.ConvTranspose2d(32, 32, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x, y1, y2, y3):
        x = torch.cumsum(x, dim=1)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.conv2d_2(x)
        x = 1.5 - x * y3
        x = self.conv_transpose2d_4(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 512, 128)
    y1 = torch.randn(128, 32, 512, 128)
    y2 = torch.randn(128, 32, 512, 128)
    y3 = torch.randn(128, 32, 512, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
