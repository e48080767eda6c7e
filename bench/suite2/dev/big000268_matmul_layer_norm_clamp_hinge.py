# Synthesized by cuagent (bench.synth.compose), seed=268, scale=large.
# ops: matmul -> layer_norm -> clamp -> loss:hinge
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(1024)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = self.layer_norm_1(x)
        x = torch.clamp(x, min=-1.0, max=2.0)
        x = torch.clamp(1.0 - x * torch.sign(y2), min=0.0).mean()
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    y1 = torch.randn(4096, 1024)
    y2 = torch.randn(64, 8192, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
