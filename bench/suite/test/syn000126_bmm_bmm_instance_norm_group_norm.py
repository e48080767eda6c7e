# Synthesized by cuagent (bench.synth.compose), seed=126, scale=h200.
# ops: bmm -> bmm -> instance_norm -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_2 = nn.InstanceNorm1d(2048, affine=True)
        self.group_norm_3 = nn.GroupNorm(2, 2048)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = torch.bmm(x, y2)
        x = self.instance_norm_2(x)
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 512)
    y1 = torch.randn(64, 512, 2048)
    y2 = torch.randn(64, 2048, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
