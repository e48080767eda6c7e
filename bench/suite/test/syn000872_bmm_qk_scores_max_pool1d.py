# Synthesized by cuagent (bench.synth.compose), seed=872, scale=h200.
# ops: bmm -> qk_scores -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = torch.matmul(x, y2.transpose(-2, -1)) * 0.0442
        x = self.max_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 1024)
    y1 = torch.randn(32, 1024, 512)
    y2 = torch.randn(32, 1024, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
