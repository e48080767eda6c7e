# Synthesized by cuagent (bench.synth.compose), seed=307, scale=large.
# ops: bmm -> tensor_arith:sub_input -> matmul_wt -> trailing_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_2 = nn.Parameter(torch.randn(4096, 1024) / 32.0000)
        self.trailing_norm_3 = nn.LayerNorm((512, 4096))

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = x - y2
        x = x @ self.matmul_wt_2.T
        x = self.trailing_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 16384)
    y1 = torch.randn(64, 16384, 1024)
    y2 = torch.randn(64, 512, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
