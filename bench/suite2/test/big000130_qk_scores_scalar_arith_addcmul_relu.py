# Synthesized by cuagent (bench.synth.compose), seed=130, scale=large.
# ops: qk_scores -> scalar_arith -> binary:addcmul -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = x + 0.1
        x = torch.addcmul(x, y2, y2, value=0.25)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 512, 512)
    y1 = torch.randn(128, 32, 512, 512)
    y2 = torch.randn(128, 32, 512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
