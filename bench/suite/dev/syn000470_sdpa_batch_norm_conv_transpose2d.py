# Synthesized by cuagent (bench.synth.compose), seed=470, scale=h200.
# ops: sdpa -> batch_norm -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm2d(64)
        self.conv_transpose2d_2 = nn.ConvTranspose2d(64, 32, kernel_size=2, stride=2, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.batch_norm_1(x)
        x = self.conv_transpose2d_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 64, 64, 256)
    y1 = torch.randn(128, 64, 64, 256)
    y2 = torch.randn(128, 64, 64, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
