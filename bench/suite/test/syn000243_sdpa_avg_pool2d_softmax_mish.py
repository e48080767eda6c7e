# Synthesized by cuagent (bench.synth.compose), seed=243, scale=h200.
# ops: sdpa -> avg_pool2d -> softmax:softmax -> activation:mish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool2d_1 = nn.AvgPool2d(kernel_size=3, stride=2)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.avg_pool2d_1(x)
        x = torch.softmax(x, dim=-1)
        x = F.mish(x)
        return x


def get_inputs():
    x = torch.randn(32, 8, 512, 128)
    y1 = torch.randn(32, 8, 512, 128)
    y2 = torch.randn(32, 8, 512, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
