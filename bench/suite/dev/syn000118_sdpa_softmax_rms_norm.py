# Synthesized by cuagent (bench.synth.compose), seed=118, scale=h200.
# ops: sdpa -> softmax:softmax -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_2 = nn.RMSNorm(128)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.softmax(x, dim=1)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 128, 128)
    y1 = torch.randn(16, 512, 128, 128)
    y2 = torch.randn(16, 512, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
