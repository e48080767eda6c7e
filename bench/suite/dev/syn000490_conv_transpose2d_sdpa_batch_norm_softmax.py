# Synthesized by cuagent (bench.synth.compose), seed=490, scale=h200.
# ops: conv_transpose2d -> sdpa -> batch_norm -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(16, 128, kernel_size=4, stride=1, padding=0, bias=True)
        self.batch_norm_2 = nn.BatchNorm2d(128)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = self.batch_norm_2(x)
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(16, 16, 256, 64)
    y1 = torch.randn(16, 128, 259, 67)
    y2 = torch.randn(16, 128, 259, 67)
    return [x, y1, y2]


def get_init_inputs():
    return []
