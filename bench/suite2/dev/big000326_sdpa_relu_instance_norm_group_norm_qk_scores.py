# Synthesized by cuagent (bench.synth.compose), seed=326, scale=large.
# ops: sdpa -> activation:relu -> instance_norm -> group_norm -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_2 = nn.InstanceNorm2d(64, affine=True)
        self.group_norm_3 = nn.GroupNorm(4, 64)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.relu(x)
        x = self.instance_norm_2(x)
        x = self.group_norm_3(x)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.0884
        return x


def get_inputs():
    x = torch.randn(64, 64, 512, 128)
    y1 = torch.randn(64, 64, 512, 128)
    y2 = torch.randn(64, 64, 512, 128)
    y3 = torch.randn(64, 64, 512, 128)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
