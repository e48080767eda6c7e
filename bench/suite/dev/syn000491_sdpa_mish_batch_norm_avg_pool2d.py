# Synthesized by cuagent (bench.synth.compose), seed=491, scale=h200.
# ops: sdpa -> activation:mish -> batch_norm -> avg_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_2 = nn.BatchNorm2d(512)
        self.avg_pool2d_3 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = F.mish(x)
        x = self.batch_norm_2(x)
        x = self.avg_pool2d_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 256, 64)
    y1 = torch.randn(16, 512, 256, 64)
    y2 = torch.randn(16, 512, 256, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
