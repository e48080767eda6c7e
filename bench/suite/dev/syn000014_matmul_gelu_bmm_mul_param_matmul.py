# Synthesized by cuagent (bench.synth.compose), seed=14, scale=h200.
# ops: matmul -> activation:gelu -> bmm -> tensor_arith:mul_param -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_3 = nn.Parameter(1.0 + 0.1 * torch.randn(1024, 1))

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1)
        x = F.gelu(x)
        x = torch.bmm(x, y2)
        x = x * self.tensor_arith_3
        x = torch.matmul(x, y3)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 2048)
    y1 = torch.randn(2048, 1024)
    y2 = torch.randn(64, 1024, 2048)
    y3 = torch.randn(2048, 4096)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
