# Synthesized by cuagent (bench.synth.compose), seed=261, scale=large.
# ops: qk_scores -> rms_norm -> reduce:sum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(256)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = self.rms_norm_1(x)
        x = torch.sum(x, dim=2, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(256, 128, 256, 256)
    y1 = torch.randn(256, 128, 256, 256)
    return [x, y1]


def get_init_inputs():
    return []
