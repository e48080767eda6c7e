# Synthesized by cuagent (bench.synth.compose), seed=62, scale=h200.
# ops: sdpa -> max_pool2d -> reduce:mean -> instance_norm -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=2, stride=2)
        self.instance_norm_3 = nn.InstanceNorm1d(32, affine=True)
        self.linear_4 = nn.Linear(128, 2048, bias=True)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.max_pool2d_1(x)
        x = torch.mean(x, dim=3, keepdim=False)
        x = self.instance_norm_3(x)
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 256, 128)
    y1 = torch.randn(64, 32, 256, 128)
    y2 = torch.randn(64, 32, 256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
