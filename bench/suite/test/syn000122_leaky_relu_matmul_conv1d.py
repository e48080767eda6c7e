# Synthesized by cuagent (bench.synth.compose), seed=122, scale=h200.
# ops: activation:leaky_relu -> matmul -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_2 = nn.Conv1d(512, 64, kernel_size=3, stride=2, padding=1, bias=False)

    def forward(self, x, y1):
        x = F.leaky_relu(x, negative_slope=0.1)
        x = torch.matmul(x, y1)
        x = self.conv1d_2(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 8192)
    y1 = torch.randn(8192, 2048)
    return [x, y1]


def get_init_inputs():
    return []
