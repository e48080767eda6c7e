# Synthesized by cuagent (bench.synth.compose), seed=246, scale=h200.
# ops: bmm -> batch_norm -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(512)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.batch_norm_1(x)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 2048)
    y1 = torch.randn(32, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
