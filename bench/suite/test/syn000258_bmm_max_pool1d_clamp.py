# Synthesized by cuagent (bench.synth.compose), seed=258, scale=h200.
# ops: bmm -> max_pool1d -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=3, stride=3)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = self.max_pool1d_1(x)
        x = torch.clamp(x, min=-1.0, max=2.0)
        return x


def get_inputs():
    x = torch.randn(16, 512, 2048)
    y1 = torch.randn(16, 2048, 2048)
    return [x, y1]


def get_init_inputs():
    return []
