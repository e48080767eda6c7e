# Synthesized by cuagent (bench.synth.compose), seed=123, scale=h200.
# ops: sdpa -> batch_norm -> qk_scores -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm2d(64)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.batch_norm_1(x)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.0884
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 256, 128)
    y1 = torch.randn(32, 64, 256, 128)
    y2 = torch.randn(32, 64, 256, 128)
    y3 = torch.randn(32, 64, 256, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
