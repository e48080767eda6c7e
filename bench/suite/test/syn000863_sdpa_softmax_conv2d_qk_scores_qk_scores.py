# Synthesized by cuagent (bench.synth.compose), seed=863, scale=h200.
# ops: sdpa -> softmax:softmax -> conv2d -> qk_scores -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_2 = nn.Conv2d(512, 64, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1, y2, y3, y4):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.softmax(x, dim=1)
        x = self.conv2d_2(x)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.0625
        x = torch.matmul(x, y4.transpose(-2, -1)) * 0.0884
        return x


def get_inputs():
    x = torch.randn(16, 512, 128, 256)
    y1 = torch.randn(16, 512, 128, 256)
    y2 = torch.randn(16, 512, 128, 256)
    y3 = torch.randn(16, 64, 128, 256)
    y4 = torch.randn(16, 64, 128, 128)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
