# Synthesized by cuagent (bench.synth.compose), seed=389, scale=h200.
# ops: matmul -> layer_norm -> reduce:logsumexp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(8192)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.layer_norm_1(x)
        x = torch.logsumexp(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(512, 8192)
    y1 = torch.randn(8192, 8192)
    return [x, y1]


def get_init_inputs():
    return []
