# Synthesized by cuagent (bench.synth.compose), seed=89, scale=h200.
# ops: sdpa -> activation:sigmoid -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_2 = nn.RMSNorm(256)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.sigmoid(x)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 64, 256)
    y1 = torch.randn(64, 256, 64, 256)
    y2 = torch.randn(64, 256, 64, 256)
    return [x, y1, y2]


def get_init_inputs():
    return []
