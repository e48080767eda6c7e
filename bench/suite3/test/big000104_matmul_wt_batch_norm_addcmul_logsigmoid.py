# Synthesized by cuagent (bench.synth.compose), seed=104, scale=large.
# ops: matmul_wt -> batch_norm -> binary:addcmul -> activation2:logsigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(4096, 1024) / 32.0000)
        self.batch_norm_1 = nn.BatchNorm1d(4096)

    def forward(self, x, y1):
        x = x @ self.matmul_wt_0.T
        x = self.batch_norm_1(x)
        x = torch.addcmul(x, y1, y1, value=0.25)
        x = F.logsigmoid(x)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 1024)
    y1 = torch.randn(64, 4096, 4096)
    return [x, y1]


def get_init_inputs():
    return []
