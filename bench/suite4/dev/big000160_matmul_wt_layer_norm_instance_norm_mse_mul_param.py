# Synthesized by cuagent (bench.synth.compose), seed=160, scale=large.
# ops: matmul_wt -> layer_norm -> instance_norm -> loss:mse -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(2048, 1024) / 32.0000)
        self.layer_norm_1 = nn.LayerNorm(2048)
        self.instance_norm_2 = nn.InstanceNorm1d(8192, affine=True)
        self.tensor_arith_4 = nn.Parameter(1.0 + 0.1 * torch.randn(8192, 1))

    def forward(self, x, y1):
        x = x @ self.matmul_wt_0.T
        x = self.layer_norm_1(x)
        x = self.instance_norm_2(x)
        x = F.mse_loss(x, y1, reduction="none")
        x = x * self.tensor_arith_4
        return x


def get_inputs():
    x = torch.randn(64, 8192, 1024)
    y1 = torch.randn(64, 8192, 2048)
    return [x, y1]


def get_init_inputs():
    return []
