# Synthesized by cuagent (bench.synth.compose), seed=353, scale=h200.
# ops: activation:hardswish -> batch_norm -> tensor_arith:mul_input -> matmul -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm1d(512)
        self.group_norm_4 = nn.GroupNorm(8, 512)

    def forward(self, x, y1, y2):
        x = F.hardswish(x)
        x = self.batch_norm_1(x)
        x = x * y1
        x = torch.matmul(x, y2)
        x = self.group_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 2048)
    y1 = torch.randn(32, 512, 2048)
    y2 = torch.randn(2048, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
