# Synthesized by cuagent (bench.synth.compose), seed=93, scale=large.
# ops: reduce2:var -> matmul_wt -> tensor_arith:mul_param -> layer_norm -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_1 = nn.Parameter(torch.randn(4096, 4096) / 64.0000)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(4096))
        self.layer_norm_3 = nn.LayerNorm(4096)

    def forward(self, x):
        x = torch.var(x, dim=2, keepdim=False)
        x = x @ self.matmul_wt_1.T
        x = x * self.tensor_arith_2
        x = self.layer_norm_3(x)
        x = x + 0.1
        return x


def get_inputs():
    x = torch.randn(256, 4096, 2048)
    return [x]


def get_init_inputs():
    return []
