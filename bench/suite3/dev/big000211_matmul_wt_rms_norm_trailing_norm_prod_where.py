# Synthesized by cuagent (bench.synth.compose), seed=211, scale=large.
# ops: matmul_wt -> rms_norm -> trailing_norm -> prod -> binary:where
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.matmul_wt_0 = nn.Parameter(torch.randn(1024, 65536) / 256.0000)
        self.rms_norm_1 = nn.RMSNorm(1024)

    def forward(self, x, y1):
        x = x @ self.matmul_wt_0.T
        x = self.rms_norm_1(x)
        x = F.layer_norm(x, x.shape[-2:])
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=1, keepdim=False)
        x = torch.where(x > y1, x, 0.5 * y1)
        return x


def get_inputs():
    x = torch.randn(128, 128, 65536)
    y1 = torch.randn(128, 1024)
    return [x, y1]


def get_init_inputs():
    return []
