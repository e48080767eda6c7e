# Synthesized by cuagent (bench.synth.compose), seed=423, scale=h200.
# ops: sdpa -> reduce:min -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.min(x, dim=2, keepdim=False)[0]
        x = self.avg_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 128, 32)
    y1 = torch.randn(128, 256, 128, 32)
    y2 = torch.randn(128, 256, 128, 32)
    return [x, y1, y2]


def get_init_inputs():
    return []
