# Synthesized by cuagent (bench.synth.compose), seed=449, scale=h200.
# ops: conv1d -> softmax:log_softmax -> bmm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(1024, 32, kernel_size=5, stride=1, padding=2, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.log_softmax(x, dim=-1)
        x = torch.bmm(x, y1)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 2048)
    y1 = torch.randn(64, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
