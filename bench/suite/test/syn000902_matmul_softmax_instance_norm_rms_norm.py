# Synthesized by cuagent (bench.synth.compose), seed=902, scale=h200.
# ops: matmul -> softmax:softmax -> instance_norm -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_2 = nn.InstanceNorm1d(2048, affine=True)
        self.rms_norm_3 = nn.RMSNorm(2048)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.softmax(x, dim=1)
        x = self.instance_norm_2(x)
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 1024)
    y1 = torch.randn(1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
