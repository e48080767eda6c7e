# Synthesized by cuagent (bench.synth.compose), seed=10, scale=h200.
# ops: bmm -> avg_pool1d -> softmax:log_softmax -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.avg_pool1d_1 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.avg_pool1d_1(x)
        x = torch.log_softmax(x, dim=1)
        x = torch.clamp(x, min=-1.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 2048)
    y1 = torch.randn(16, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
