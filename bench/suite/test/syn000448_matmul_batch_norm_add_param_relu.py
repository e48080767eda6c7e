# Synthesized by cuagent (bench.synth.compose), seed=448, scale=h200.
# ops: matmul -> batch_norm -> tensor_arith:add_param -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(1024)
        self.tensor_arith_2 = nn.Parameter(torch.randn(1024, 1))

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.batch_norm_1(x)
        x = x + self.tensor_arith_2
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 1024)
    y1 = torch.randn(1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
