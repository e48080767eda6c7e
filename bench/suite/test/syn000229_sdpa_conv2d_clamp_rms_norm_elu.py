# Synthesized by cuagent (bench.synth.compose), seed=229, scale=h200.
# ops: sdpa -> conv2d -> clamp -> rms_norm -> activation:elu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(16, 64, kernel_size=1, stride=1, padding=0, bias=False)
        self.rms_norm_3 = nn.RMSNorm(64)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.conv2d_1(x)
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = self.rms_norm_3(x)
        x = F.elu(x, alpha=0.5)
        return x


def get_inputs():
    x = torch.randn(16, 16, 2048, 64)
    y1 = torch.randn(16, 16, 2048, 64)
    y2 = torch.randn(16, 16, 2048, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
