# Synthesized by cuagent (bench.synth.compose), seed=566, scale=h200.
# ops: linear -> activation:softplus -> tensor_arith:add_input -> group_norm -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(512, 2048, bias=True)
        self.group_norm_3 = nn.GroupNorm(4, 1024)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = F.softplus(x)
        x = x + y1
        x = self.group_norm_3(x)
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 512)
    y1 = torch.randn(32, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
