# Synthesized by cuagent (bench.synth.compose), seed=116, scale=large.
# ops: qk_scores -> trailing_norm -> prod
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.trailing_norm_1 = nn.LayerNorm((16, 1024, 1024))

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = self.trailing_norm_1(x)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 16, 1024, 128)
    y1 = torch.randn(64, 16, 1024, 128)
    return [x, y1]


def get_init_inputs():
    return []
