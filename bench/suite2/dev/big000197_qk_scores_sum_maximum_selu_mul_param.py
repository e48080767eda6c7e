# Synthesized by cuagent (bench.synth.compose), seed=197, scale=large.
# ops: qk_scores -> reduce:sum -> binary:maximum -> activation2:selu -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_4 = nn.Parameter(1.0 + 0.1 * torch.randn(32, 1, 1))

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = torch.sum(x, dim=3, keepdim=True)
        x = torch.maximum(x, y2)
        x = F.selu(x)
        x = x * self.tensor_arith_4
        return x


def get_inputs():
    x = torch.randn(64, 32, 1024, 128)
    y1 = torch.randn(64, 32, 1024, 128)
    y2 = torch.randn(64, 32, 1024, 1)
    return [x, y1, y2]


def get_init_inputs():
    return []
