# Synthesized by cuagent (bench.synth.compose), seed=324, scale=h200.
# ops: sdpa -> group_norm -> instance_norm -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(8, 64)
        self.instance_norm_2 = nn.InstanceNorm2d(64, affine=True)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.group_norm_1(x)
        x = self.instance_norm_2(x)
        x = torch.softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 64, 128, 128)
    y1 = torch.randn(64, 64, 128, 128)
    y2 = torch.randn(64, 64, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
