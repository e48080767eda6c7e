# Synthesized by cuagent (bench.synth.compose), seed=506, scale=h200.
# ops: sdpa -> avg_pool2d -> sdpa -> layer_norm -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.layer_norm_3 = nn.LayerNorm(16)
        self.conv_transpose2d_4 = nn.ConvTranspose2d(64, 256, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2, y3, y4):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.avg_pool2d_1(x)
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=False)
        x = self.layer_norm_3(x)
        x = self.conv_transpose2d_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 256, 32)
    y1 = torch.randn(64, 64, 256, 32)
    y2 = torch.randn(64, 64, 256, 32)
    y3 = torch.randn(64, 64, 128, 16)
    y4 = torch.randn(64, 64, 128, 16)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
