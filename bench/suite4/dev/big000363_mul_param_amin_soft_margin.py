# Synthesized by cuagent (bench.synth.compose), seed=363, scale=large.
# ops: tensor_arith:mul_param -> reduce2:amin -> loss:soft_margin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tensor_arith_0 = nn.Parameter(1.0 + 0.1 * torch.randn(256, 1, 1, 1))

    def forward(self, x, y1):
        x = x * self.tensor_arith_0
        x = torch.amin(x, dim=2, keepdim=False)
        x = F.soft_margin_loss(x, torch.sign(y1), reduction="mean")
        return x


def get_inputs():
    x = torch.randn(32, 256, 32, 96, 48)
    y1 = torch.randn(32, 256, 96, 48)
    return [x, y1]


def get_init_inputs():
    return []
