# Synthesized by cuagent (bench.synth.compose), seed=26, scale=h200.
# ops: matmul -> tensor_arith:add_param -> activation:tanh -> reduce:logsumexp -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_1 = nn.Parameter(torch.randn(8192))
        self.batch_norm_4 = nn.BatchNorm1d(1)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = x + self.tensor_arith_1
        x = torch.tanh(x)
        x = torch.logsumexp(x, dim=1, keepdim=True)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(1024, 8192)
    y1 = torch.randn(8192, 8192)
    return [x, y1]


def get_init_inputs():
    return []
