# Synthesized by cuagent (bench.synth.compose), seed=228, scale=large.
# ops: rms_norm -> activation2:softshrink -> avg_pool2d -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_0 = nn.RMSNorm(256)
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = self.rms_norm_0(x)
        x = F.softshrink(x, lambd=0.25)
        x = self.avg_pool2d_2(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(64, 512, 128, 256)
    y1 = torch.randn(64, 512, 64, 128)
    y2 = torch.randn(64, 512, 64, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
