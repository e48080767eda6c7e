# Synthesized by cuagent (bench.synth.compose), seed=94, scale=large.
# ops: matmul_wt -> max_pool1d -> activation:elu -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(8192, 2048) / 45.2548)
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=3, stride=2)
        self.tensor_arith_3 = nn.Parameter(1.0 + 0.1 * torch.randn(4096, 1))

    def forward(self, x):
        x = x @ self.matmul_wt_0.T
        x = self.max_pool1d_1(x)
        x = F.elu(x, alpha=0.5)
        x = x * self.tensor_arith_3
        return x


def get_inputs():
    x = torch.randn(32, 4096, 2048)
    return [x]


def get_init_inputs():
    return []
