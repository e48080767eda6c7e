# Synthesized by cuagent (bench.synth.compose), seed=138, scale=large.
# ops: qk_scores -> tensor_arith:add_input -> loss:soft_margin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = x + y2
        x = F.soft_margin_loss(x, torch.sign(y3), reduction="mean")
        return x


def get_inputs():
    x = torch.randn(32, 256, 512, 128)
    y1 = torch.randn(32, 256, 512, 128)
    y2 = torch.randn(32, 256, 512, 512)
    y3 = torch.randn(32, 256, 512, 512)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
