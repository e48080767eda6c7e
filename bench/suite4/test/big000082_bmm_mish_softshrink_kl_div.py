# Synthesized by cuagent (bench.synth.compose), seed=82, scale=large.
# ops: bmm -> activation:mish -> activation2:softshrink -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = F.mish(x)
        x = F.softshrink(x, lambd=0.25)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y2, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(32, 64, 16384)
    y1 = torch.randn(32, 16384, 2048)
    y2 = torch.randn(32, 64, 2048)
    return [x, y1, y2]


def get_init_inputs():
    return []
