# Synthesized by cuagent (bench.synth.compose), seed=169, scale=large.
# ops: linear -> matmul -> reduce:amax -> distance:normalize -> loss:soft_margin
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(4096, 1024, bias=True)

    def forward(self, x, y1, y2, y3):
        x = self.linear_0(x)
        x = torch.matmul(x, y1)
        x = torch.amax(x, dim=2, keepdim=False)
        x = F.normalize(x + y2, dim=1)
        x = F.soft_margin_loss(x, torch.sign(y3), reduction="mean")
        return x


def get_inputs():
    x = torch.randn(32, 4096, 4096)
    y1 = torch.randn(1024, 8192)
    y2 = torch.randn(32, 4096)
    y3 = torch.randn(32, 4096)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
