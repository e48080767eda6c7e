# Synthesized by cuagent (bench.synth.compose), seed=87, scale=h200.
# ops: bmm -> activation:silu -> tensor_arith:add_param -> reduce:sum -> activation:leaky_relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_2 = nn.Parameter(torch.randn(512, 1))

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.silu(x)
        x = x + self.tensor_arith_2
        x = torch.sum(x, dim=2, keepdim=True)
        x = F.leaky_relu(x, negative_slope=0.05)
        return x


def get_inputs():
    x = torch.randn(64, 512, 1024)
    y1 = torch.randn(64, 1024, 1024)
    return [x, y1]


def get_init_inputs():
    return []
