# Synthesized by cuagent (bench.synth.compose), seed=289, scale=large.
# ops: sdpa -> qk_scores -> layer_norm -> matmul_v -> reduce2:norm1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_2 = nn.LayerNorm(512)

    def forward(self, x, y1, y2, y3, y4):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.matmul(x, y3.transpose(-2, -1)) * 0.0625
        x = self.layer_norm_2(x)
        x = torch.matmul(x, y4)
        x = torch.linalg.vector_norm(x, ord=1, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(32, 128, 512, 256)
    y1 = torch.randn(32, 128, 512, 256)
    y2 = torch.randn(32, 128, 512, 256)
    y3 = torch.randn(32, 128, 512, 256)
    y4 = torch.randn(32, 128, 512, 128)
    return [x, y1, y2, y3, y4]


def get_init_inputs():
    return []
