# Synthesized by cuagent (bench.synth.compose), seed=464, scale=h200.
# ops: sdpa -> clamp -> activation:silu -> batch_norm -> activation:hardswish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_3 = nn.BatchNorm2d(512)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = F.silu(x)
        x = self.batch_norm_3(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 128, 32)
    y1 = torch.randn(32, 512, 128, 32)
    y2 = torch.randn(32, 512, 128, 32)
    return [x, y1, y2]


def get_init_inputs():
    return []
