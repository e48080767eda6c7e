# Synthesized by cuagent (bench.synth.compose), seed=251, scale=h200.
# ops: conv2d -> batch_norm -> activation:relu -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 512, kernel_size=1, stride=2, padding=0, bias=True)
        self.batch_norm_1 = nn.BatchNorm2d(512)

    def forward(self, x, y1, y2):
        x = self.conv2d_0(x)
        x = self.batch_norm_1(x)
        x = torch.relu(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(32, 32, 256, 64)
    y1 = torch.randn(32, 512, 128, 32)
    y2 = torch.randn(32, 512, 128, 32)
    return [x, y1, y2]


def get_init_inputs():
    return []
