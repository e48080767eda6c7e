# Synthesized by cuagent (bench.synth.compose), seed=294, scale=h200.
# ops: batch_norm -> activation:elu -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_0 = nn.BatchNorm1d(2048)

    def forward(self, x, y1):
        x = self.batch_norm_0(x)
        x = F.elu(x, alpha=1.0)
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    y1 = torch.randn(32, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
