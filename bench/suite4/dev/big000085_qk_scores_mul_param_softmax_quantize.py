# Synthesized by cuagent (bench.synth.compose), seed=85, scale=large.
# ops: qk_scores -> tensor_arith:mul_param -> softmax:softmax -> quantize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(512, 1, 1))

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = x * self.tensor_arith_1
        x = torch.softmax(x, dim=1)
        x = (x // 0.25) * 0.25
        return x


def get_inputs():
    x = torch.randn(32, 512, 128, 512)
    y1 = torch.randn(32, 512, 128, 512)
    return [x, y1]


def get_init_inputs():
    return []
