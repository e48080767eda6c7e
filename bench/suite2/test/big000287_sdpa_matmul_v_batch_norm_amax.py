# Synthesized by cuagent (bench.synth.compose), seed=287, scale=large.
# ops: sdpa -> matmul_v -> batch_norm -> reduce:amax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_2 = nn.BatchNorm2d(256)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.matmul(x, y3)
        x = self.batch_norm_2(x)
        x = torch.amax(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 256, 256, 256)
    y1 = torch.randn(64, 256, 256, 256)
    y2 = torch.randn(64, 256, 256, 256)
    y3 = torch.randn(64, 256, 256, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
