# Synthesized by cuagent (bench.synth.compose), seed=442, scale=h200.
# ops: bmm -> reduce:min -> activation:sigmoid -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = torch.min(x, dim=1, keepdim=False)[0]
        x = torch.sigmoid(x)
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 2048)
    y1 = torch.randn(16, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
