# Synthesized by cuagent (bench.synth.compose), seed=308, scale=h200.
# ops: bmm -> activation:mish -> clamp -> instance_norm -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_3 = nn.InstanceNorm1d(2048, affine=True)
        self.linear_4 = nn.Linear(512, 1024, bias=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.mish(x)
        x = torch.clamp(x, min=-1.0, max=1.0)
        x = self.instance_norm_3(x)
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    y1 = torch.randn(16, 2048, 512)
    return [x, y1]


def get_init_inputs():
    return []
