# Synthesized by cuagent (bench.synth.compose), seed=11, scale=large.
# ops: sdpa -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(128)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.rms_norm_1(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 256, 128)
    y1 = torch.randn(128, 256, 256, 128)
    y2 = torch.randn(128, 256, 256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
