# Synthesized by cuagent (bench.synth.compose), seed=364, scale=large.
# ops: sdpa -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm2d(512)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.batch_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(256, 512, 128, 128)
    y1 = torch.randn(256, 512, 128, 128)
    y2 = torch.randn(256, 512, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
