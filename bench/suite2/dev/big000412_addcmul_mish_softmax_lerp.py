# Synthesized by cuagent (bench.synth.compose), seed=412, scale=large.
# ops: binary:addcmul -> activation:mish -> softmax:softmax -> binary:lerp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.addcmul(x, y1, y1, value=0.25)
        x = F.mish(x)
        x = torch.softmax(x, dim=-1)
        x = torch.lerp(x, y2, 0.3)
        return x


def get_inputs():
    x = torch.randn(32, 64, 96, 96, 96)
    y1 = torch.randn(32, 64, 96, 96, 96)
    y2 = torch.randn(32, 64, 96, 96, 96)
    return [x, y1, y2]


def get_init_inputs():
    return []
