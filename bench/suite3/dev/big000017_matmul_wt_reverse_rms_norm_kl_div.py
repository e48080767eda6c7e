# Synthesized by cuagent (bench.synth.compose), seed=17, scale=large.
# ops: matmul_wt -> scan:reverse -> rms_norm -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(8192, 2048) / 45.2548)
        self.rms_norm_2 = nn.RMSNorm(8192)

    def forward(self, x, y1):
        x = x @ self.matmul_wt_0.T
        x = torch.cumsum(x.flip(2), dim=2).flip(2)
        x = self.rms_norm_2(x)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y1, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(128, 1024, 2048)
    y1 = torch.randn(128, 1024, 8192)
    return [x, y1]


def get_init_inputs():
    return []
