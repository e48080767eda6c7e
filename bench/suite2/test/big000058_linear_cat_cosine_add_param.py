# Synthesized by cuagent (bench.synth.compose), seed=58, scale=large.
# ops: linear -> cat -> distance:cosine -> tensor_arith:add_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(2048, 8192, bias=True)
        self.tensor_arith_3 = nn.Parameter(torch.randn(8192))

    def forward(self, x, y1, y2):
        x = self.linear_0(x)
        x = torch.cat([x, y1], dim=1)
        x = F.cosine_similarity(x, y2, dim=1)
        x = x + self.tensor_arith_3
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    y1 = torch.randn(32, 2048, 8192)
    y2 = torch.randn(32, 4096, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
