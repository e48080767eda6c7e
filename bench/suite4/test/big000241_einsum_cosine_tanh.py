# Synthesized by cuagent (bench.synth.compose), seed=241, scale=large.
# ops: einsum -> distance:cosine -> activation:tanh
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(16384, 2048) / 45.2548)

    def forward(self, x, y1):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = F.cosine_similarity(x, y1, dim=1)
        x = torch.tanh(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    y1 = torch.randn(32, 2048, 16384)
    return [x, y1]


def get_init_inputs():
    return []
