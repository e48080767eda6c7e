# Synthesized by cuagent (bench.synth.compose), seed=366, scale=h200.
# ops: conv2d -> group_norm -> instance_norm -> sdpa -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 512, kernel_size=3, stride=2, padding=0, bias=True)
        self.group_norm_1 = nn.GroupNorm(8, 512)
        self.instance_norm_2 = nn.InstanceNorm2d(512, affine=True)
        self.batch_norm_4 = nn.BatchNorm2d(512)

    def forward(self, x, y1, y2):
        x = self.conv2d_0(x)
        x = self.group_norm_1(x)
        x = self.instance_norm_2(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 128, 128, 64)
    y1 = torch.randn(32, 512, 63, 31)
    y2 = torch.randn(32, 512, 63, 31)
    return [x, y1, y2]


def get_init_inputs():
    return []
