# Synthesized by cuagent (bench.synth.compose), seed=334, scale=large.
# ops: sdpa -> distance:cosine -> binary:addcmul -> matmul -> loss:mse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3, y4, y5, y6):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = F.cosine_similarity(x, y3, dim=1)
        x = torch.addcmul(x, y4, y4, value=0.25)
        x = torch.matmul(x, y5)
        x = F.mse_loss(x, y6, reduction="sum")
        return x


def get_inputs():
    x = torch.randn(128, 512, 128, 128)
    y1 = torch.randn(128, 512, 128, 128)
    y2 = torch.randn(128, 512, 128, 128)
    y3 = torch.randn(128, 512, 128, 128)
    y4 = torch.randn(128, 128, 128)
    y5 = torch.randn(128, 4096)
    y6 = torch.randn(128, 128, 4096)
    return [x, y1, y2, y3, y4, y5, y6]


def get_init_inputs():
    return []
