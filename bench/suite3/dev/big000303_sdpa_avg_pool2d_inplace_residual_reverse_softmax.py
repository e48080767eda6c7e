# Synthesized by cuagent (bench.synth.compose), seed=303, scale=large.
# ops: sdpa -> avg_pool2d -> inplace_residual -> scan:reverse -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=2, stride=2)
        self.inplace_residual_2 = nn.Hardtanh(inplace=True)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.avg_pool2d_1(x)
        h_inplace_residual_2 = self.inplace_residual_2(x * 1.5)
        h_inplace_residual_2 += x
        x = h_inplace_residual_2
        x = torch.cumsum(x.flip(1), dim=1).flip(1)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(128, 512, 128, 256)
    y1 = torch.randn(128, 512, 128, 256)
    y2 = torch.randn(128, 512, 128, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
