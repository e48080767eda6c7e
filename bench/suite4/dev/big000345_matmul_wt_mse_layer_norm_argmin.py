# Synthesized by cuagent (bench.synth.compose), seed=345, scale=large.
# ops: matmul_wt -> loss:mse -> layer_norm -> reduce2:argmin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(1024, 16384) / 128.0000)
        self.layer_norm_2 = nn.LayerNorm(1024)

    def forward(self, x, y1):
        x = x @ self.matmul_wt_0.T
        x = F.mse_loss(x, y1, reduction="none")
        x = self.layer_norm_2(x)
        x = torch.argmin(x, dim=1, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(256, 512, 16384)
    y1 = torch.randn(256, 512, 1024)
    return [x, y1]


def get_init_inputs():
    return []
