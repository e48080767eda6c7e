# Synthesized by cuagent (bench.synth.compose), seed=700, scale=h200.
# ops: instance_norm -> sdpa -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_0 = nn.InstanceNorm2d(256, affine=True)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = self.instance_norm_0(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.max_pool2d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 64)
    y1 = torch.randn(32, 256, 256, 64)
    y2 = torch.randn(32, 256, 256, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
