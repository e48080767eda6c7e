# Synthesized by cuagent (bench.synth.compose), seed=757, scale=h200.
# ops: matmul -> batch_norm -> matmul -> activation:mish
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(8192)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = self.batch_norm_1(x)
        x = torch.matmul(x, y2)
        x = F.mish(x)
        return x


def get_inputs():
    x = torch.randn(1024, 4096)
    y1 = torch.randn(4096, 8192)
    y2 = torch.randn(8192, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
