# Synthesized by cuagent (bench.synth.compose), seed=289, scale=h200.
# ops: linear -> tensor_arith:add_param -> qk_scores -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 512, bias=True)
        self.tensor_arith_1 = nn.Parameter(torch.randn(512, 1))
        self.rms_norm_3 = nn.RMSNorm(512)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = x + self.tensor_arith_1
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 4096)
    y1 = torch.randn(32, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
