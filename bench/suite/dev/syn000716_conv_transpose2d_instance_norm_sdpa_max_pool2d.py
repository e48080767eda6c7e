# Synthesized by cuagent (bench.synth.compose), seed=716, scale=h200.
# ops: conv_transpose2d -> instance_norm -> sdpa -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(8, 256, kernel_size=2, stride=1, padding=0, bias=True)
        self.instance_norm_1 = nn.InstanceNorm2d(256, affine=True)
        self.max_pool2d_3 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = self.instance_norm_1(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.max_pool2d_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 8, 512, 64)
    y1 = torch.randn(16, 256, 513, 65)
    y2 = torch.randn(16, 256, 513, 65)
    return [x, y1, y2]


def get_init_inputs():
    return []
