# Synthesized by cuagent (bench.synth.compose), seed=110, scale=large.
# ops: distance:cosine -> conv2d -> sdpa -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(96, 512, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1, y2, y3, y4, y5):
        x = F.cosine_similarity(x, y1, dim=1)
        x = self.conv2d_1(x)
        x = F.scaled_dot_product_attention(x, y2, y3, is_causal=False)
        x = F.scaled_dot_product_attention(x, y4, y5, is_causal=True)
        return x


def get_inputs():
    x = torch.randn(64, 128, 96, 32, 64)
    y1 = torch.randn(64, 128, 96, 32, 64)
    y2 = torch.randn(64, 512, 32, 64)
    y3 = torch.randn(64, 512, 32, 64)
    y4 = torch.randn(64, 512, 32, 64)
    y5 = torch.randn(64, 512, 32, 64)
    return [x, y1, y2, y3, y4, y5]


def get_init_inputs():
    return []
