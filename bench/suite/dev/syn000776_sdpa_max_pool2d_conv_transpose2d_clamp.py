# Synthesized by cuagent (bench.synth.compose), seed=776, scale=h200.
# ops: sdpa -> max_pool2d -> conv_transpose2d -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=2, stride=2)
        self.conv_transpose2d_2 = nn.ConvTranspose2d(16, 128, kernel_size=4, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.max_pool2d_1(x)
        x = self.conv_transpose2d_2(x)
        x = torch.clamp(x, min=-0.5, max=0.5)
        return x


def get_inputs():
    x = torch.randn(16, 16, 1024, 64)
    y1 = torch.randn(16, 16, 1024, 64)
    y2 = torch.randn(16, 16, 1024, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
