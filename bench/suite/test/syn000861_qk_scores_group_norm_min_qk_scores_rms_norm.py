# Synthesized by cuagent (bench.synth.compose), seed=861, scale=h200.
# ops: qk_scores -> group_norm -> reduce:min -> qk_scores -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_1 = nn.GroupNorm(2, 16)
        self.rms_norm_4 = nn.RMSNorm(512)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = self.group_norm_1(x)
        x = torch.min(x, dim=1, keepdim=False)[0]
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0442
        x = self.rms_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 16, 512, 64)
    y1 = torch.randn(32, 16, 512, 64)
    y2 = torch.randn(32, 512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
