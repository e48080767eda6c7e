# Synthesized by cuagent (bench.synth.compose), seed=279, scale=large.
# ops: qk_scores -> reduce2:norm2 -> layer_norm -> reduce2:var
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_2 = nn.LayerNorm(2048)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = torch.linalg.vector_norm(x, ord=2, dim=1, keepdim=False)
        x = self.layer_norm_2(x)
        x = torch.var(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 16, 2048, 64)
    y1 = torch.randn(32, 16, 2048, 64)
    return [x, y1]


def get_init_inputs():
    return []
