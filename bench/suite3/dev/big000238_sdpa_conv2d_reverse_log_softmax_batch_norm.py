# Synthesized by cuagent (bench.synth.compose), seed=238, scale=large.
# ops: sdpa -> conv2d -> scan:reverse -> softmax:log_softmax -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(16, 512, kernel_size=5, stride=1, padding=0, bias=False)
        self.batch_norm_4 = nn.BatchNorm2d(512)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.conv2d_1(x)
        x = torch.cumsum(x.flip(3), dim=3).flip(3)
        x = torch.log_softmax(x, dim=1)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 1024, 128)
    y1 = torch.randn(32, 16, 1024, 128)
    y2 = torch.randn(32, 16, 1024, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
