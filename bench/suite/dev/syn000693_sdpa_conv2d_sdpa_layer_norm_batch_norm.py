# Synthesized by cuagent (bench.synth.compose), seed=693, scale=h200.
# ops: sdpa -> conv2d -> sdpa -> layer_norm -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(128, 64, kernel_size=3, stride=2, padding=1, bias=True)
        self.layer_norm_3 = nn.LayerNorm(128)
        self.batch_norm_4 = nn.BatchNorm2d(64)

    def forward(self, x, y1, y2, y3, y4):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.conv2d_1(x)
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=False)
        x = self.layer_norm_3(x)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 32, 256)
    y1 = torch.randn(64, 128, 32, 256)
    y2 = torch.randn(64, 128, 32, 256)
    y3 = torch.randn(64, 64, 16, 128)
    y4 = torch.randn(64, 64, 16, 128)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
