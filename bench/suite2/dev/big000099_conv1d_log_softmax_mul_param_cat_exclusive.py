# Synthesized by cuagent (bench.synth.compose), seed=99, scale=large.
# ops: conv1d -> softmax:log_softmax -> tensor_arith:mul_param -> cat -> scan:exclusive
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(32, 512, kernel_size=5, stride=1, padding=2, bias=True)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(512, 1))

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.log_softmax(x, dim=-1)
        x = x * self.tensor_arith_2
        x = torch.cat([x, y1], dim=1)
        x = torch.cumsum(x, dim=2) - x
        return x


def get_inputs():
    x = torch.randn(32, 32, 65536)
    y1 = torch.randn(32, 512, 65536)
    return [x, y1]


def get_init_inputs():
    return []
