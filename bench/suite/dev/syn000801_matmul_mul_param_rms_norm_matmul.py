# Synthesized by cuagent (bench.synth.compose), seed=801, scale=h200.
# ops: matmul -> tensor_arith:mul_param -> rms_norm -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(512))
        self.rms_norm_2 = nn.RMSNorm(512)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = x * self.tensor_arith_1
        x = self.rms_norm_2(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(8192, 8192)
    y1 = torch.randn(8192, 512)
    y2 = torch.randn(512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
