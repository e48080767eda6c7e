# Synthesized by cuagent (bench.synth.compose), seed=261, scale=large.
# ops: matmul_wt -> tensor_arith:add_param -> clamp_tensor -> distance:pairwise -> reduce:argmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(4096, 2048) / 45.2548)
        self.tensor_arith_1 = nn.Parameter(torch.randn(8192, 1))
        self.clamp_tensor_2_lo = nn.Parameter(-1.0 - torch.rand(4096))
        self.clamp_tensor_2_hi = nn.Parameter(1.0 + torch.rand(4096))

    def forward(self, x, y1):
        x = x @ self.matmul_wt_0.T
        x = x + self.tensor_arith_1
        x = torch.clamp(x, self.clamp_tensor_2_lo, self.clamp_tensor_2_hi)
        x = F.pairwise_distance(x, y1)
        x = torch.argmax(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 2048)
    y1 = torch.randn(32, 8192, 4096)
    return [x, y1]


def get_init_inputs():
    return []
