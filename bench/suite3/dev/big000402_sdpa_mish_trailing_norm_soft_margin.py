# Synthesized by cuagent (bench.synth.compose), seed=402, scale=large.
# ops: sdpa -> activation:mish -> trailing_norm -> loss:soft_margin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.trailing_norm_2 = nn.LayerNorm((256, 256))

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = F.mish(x)
        x = self.trailing_norm_2(x)
        x = F.soft_margin_loss(x, torch.sign(y3), reduction="sum")
        return x


def get_inputs():
    x = torch.randn(128, 128, 256, 256)
    y1 = torch.randn(128, 128, 256, 256)
    y2 = torch.randn(128, 128, 256, 256)
    y3 = torch.randn(128, 128, 256, 256)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
