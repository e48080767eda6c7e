# Synthesized by cuagent (bench.synth.compose), seed=496, scale=h200.
# ops: conv_transpose2d -> rms_norm -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 64, kernel_size=2, stride=2, padding=0, bias=False)
        self.rms_norm_1 = nn.RMSNorm(128)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = self.rms_norm_1(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        return x


def get_inputs():
    x = torch.randn(16, 64, 128, 64)
    y1 = torch.randn(16, 64, 256, 128)
    y2 = torch.randn(16, 64, 256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
