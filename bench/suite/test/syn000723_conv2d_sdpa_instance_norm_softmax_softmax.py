# Synthesized by cuagent (bench.synth.compose), seed=723, scale=h200.
# ops: conv2d -> sdpa -> instance_norm -> softmax:softmax -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 256, kernel_size=3, stride=2, padding=1, bias=True)
        self.instance_norm_2 = nn.InstanceNorm2d(256, affine=True)

    def forward(self, x, y1, y2):
        x = self.conv2d_0(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.instance_norm_2(x)
        x = torch.softmax(x, dim=-1)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(32, 32, 256, 128)
    y1 = torch.randn(32, 256, 128, 64)
    y2 = torch.randn(32, 256, 128, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
