# Synthesized by cuagent (bench.synth.compose), seed=272, scale=h200.
# ops: qk_scores -> batch_norm -> max_pool2d -> matmul_v -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm2d(256)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2, y3, y4):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.1768
        x = self.batch_norm_1(x)
        x = self.max_pool2d_2(x)
        x = torch.matmul(x, y2)
        x = F.scaled_dot_product_attention(x, y3, y4, is_causal=True)
        return x


def get_inputs():
    x = torch.randn(32, 256, 128, 32)
    y1 = torch.randn(32, 256, 128, 32)
    y2 = torch.randn(32, 256, 64, 64)
    y3 = torch.randn(32, 256, 64, 64)
    y4 = torch.randn(32, 256, 64, 64)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
