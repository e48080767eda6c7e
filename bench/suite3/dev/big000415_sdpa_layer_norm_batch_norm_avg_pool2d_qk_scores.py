# Synthesized by cuagent (bench.synth.compose), seed=415, scale=large.
# ops: sdpa -> layer_norm -> batch_norm -> avg_pool2d -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(64)
        self.batch_norm_2 = nn.BatchNorm2d(16)
        self.avg_pool2d_3 = nn.AvgPool2d(kernel_size=3, stride=2)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.layer_norm_1(x)
        x = self.batch_norm_2(x)
        x = self.avg_pool2d_3(x)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.1796
        return x


def get_inputs():
    x = torch.randn(32, 16, 4096, 64)
    y1 = torch.randn(32, 16, 4096, 64)
    y2 = torch.randn(32, 16, 4096, 64)
    y3 = torch.randn(32, 16, 2047, 31)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
