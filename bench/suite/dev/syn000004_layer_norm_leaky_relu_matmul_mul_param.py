# Synthesized by cuagent (bench.synth.compose), seed=4, scale=h200.
# ops: layer_norm -> activation:leaky_relu -> matmul -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_0 = nn.LayerNorm(1024)
        self.tensor_arith_3 = nn.Parameter(1.0 + 0.1 * torch.randn(1024, 1))

    def forward(self, x, y1):
        x = self.layer_norm_0(x)
        x = F.leaky_relu(x, negative_slope=0.01)
        x = torch.matmul(x, y1)
        x = x * self.tensor_arith_3
        return x


def get_inputs():
    x = torch.randn(16, 1024, 1024)
    y1 = torch.randn(1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
