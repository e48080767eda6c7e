# Synthesized by cuagent (bench.synth.compose), seed=225, scale=large.
# ops: linear -> rms_norm -> rms_norm -> activation2:celu -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 8192, bias=True)
        self.rms_norm_1 = nn.RMSNorm(8192)
        self.rms_norm_2 = nn.RMSNorm(8192)
        self.tensor_arith_4 = nn.Parameter(1.0 + 0.1 * torch.randn(4096, 1))

    def forward(self, x):
        x = self.linear_0(x)
        x = self.rms_norm_1(x)
        x = self.rms_norm_2(x)
        x = F.celu(x, alpha=0.75)
        x = x * self.tensor_arith_4
        return x


def get_inputs():
    x = torch.randn(32, 4096, 1024)
    return [x]


def get_init_inputs():
    return []
