# Synthesized by cuagent (bench.synth.compose), seed=175, scale=large.
# ops: qk_scores -> max_pool2d -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=3, stride=2)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.max_pool2d_1(x)
        x = torch.cat([x, y2], dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 128, 256, 512)
    y1 = torch.randn(64, 128, 256, 512)
    y2 = torch.randn(64, 128, 127, 127)
    return [x, y1, y2]


def get_init_inputs():
    return []
