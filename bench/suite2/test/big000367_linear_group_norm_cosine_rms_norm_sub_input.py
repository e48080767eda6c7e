# Synthesized by cuagent (bench.synth.compose), seed=367, scale=large.
# ops: linear -> group_norm -> distance:cosine -> rms_norm -> tensor_arith:sub_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 1024, bias=True)
        self.group_norm_1 = nn.GroupNorm(2, 8192)
        self.rms_norm_3 = nn.RMSNorm(1024)

    def forward(self, x, y1, y2):
        x = self.linear_0(x)
        x = self.group_norm_1(x)
        x = F.cosine_similarity(x, y1, dim=1)
        x = self.rms_norm_3(x)
        x = x - y2
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    y1 = torch.randn(32, 8192, 1024)
    y2 = torch.randn(32, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
