# Synthesized by cuagent (bench.synth.compose), seed=823, scale=h200.
# ops: sdpa -> instance_norm -> conv2d -> batch_norm -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_1 = nn.InstanceNorm2d(8, affine=True)
        self.conv2d_2 = nn.Conv2d(8, 64, kernel_size=1, stride=1, padding=0, bias=True)
        self.batch_norm_3 = nn.BatchNorm2d(64)
        self.conv2d_4 = nn.Conv2d(64, 32, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.instance_norm_1(x)
        x = self.conv2d_2(x)
        x = self.batch_norm_3(x)
        x = self.conv2d_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 8, 2048, 128)
    y1 = torch.randn(16, 8, 2048, 128)
    y2 = torch.randn(16, 8, 2048, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
