# Synthesized by cuagent (bench.synth.compose), seed=333, scale=h200.
# ops: matmul -> activation:mish -> softmax:softmax -> qk_scores -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_4 = nn.InstanceNorm1d(1024, affine=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = F.mish(x)
        x = torch.softmax(x, dim=-1)
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0442
        x = self.instance_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 1024, 2048)
    y1 = torch.randn(2048, 512)
    y2 = torch.randn(16, 1024, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
