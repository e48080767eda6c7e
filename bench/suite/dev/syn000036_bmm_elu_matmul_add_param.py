# Synthesized by cuagent (bench.synth.compose), seed=36, scale=h200.
# ops: bmm -> activation:elu -> matmul -> tensor_arith:add_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_3 = nn.Parameter(torch.randn(1024, 1))

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = F.elu(x, alpha=1.0)
        x = torch.matmul(x, y2)
        x = x + self.tensor_arith_3
        return x


def get_inputs():
    x = torch.randn(32, 1024, 1024)
    y1 = torch.randn(32, 1024, 2048)
    y2 = torch.randn(2048, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
