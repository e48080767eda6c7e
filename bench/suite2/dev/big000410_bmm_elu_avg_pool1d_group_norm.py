# Synthesized by cuagent (bench.synth.compose), seed=410, scale=large.
# ops: bmm -> activation:elu -> avg_pool1d -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)
        self.group_norm_3 = nn.GroupNorm(8, 8192)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.elu(x, alpha=1.0)
        x = self.avg_pool1d_2(x)
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    y1 = torch.randn(64, 2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
