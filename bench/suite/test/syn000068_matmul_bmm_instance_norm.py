# Synthesized by cuagent (bench.synth.compose), seed=68, scale=h200.
# ops: matmul -> bmm -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_2 = nn.InstanceNorm1d(1024, affine=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.bmm(x, y2)
        x = self.instance_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 1024)
    y1 = torch.randn(1024, 2048)
    y2 = torch.randn(32, 2048, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
