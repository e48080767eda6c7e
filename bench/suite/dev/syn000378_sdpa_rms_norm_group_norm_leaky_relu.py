# Synthesized by cuagent (bench.synth.compose), seed=378, scale=h200.
# ops: sdpa -> rms_norm -> group_norm -> activation:leaky_relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(256)
        self.group_norm_2 = nn.GroupNorm(4, 16)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.rms_norm_1(x)
        x = self.group_norm_2(x)
        x = F.leaky_relu(x, negative_slope=0.2)
        return x


def get_inputs():
    x = torch.randn(32, 16, 256, 256)
    y1 = torch.randn(32, 16, 256, 256)
    y2 = torch.randn(32, 16, 256, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
