# Synthesized by cuagent (bench.synth.compose), seed=386, scale=large.
# ops: conv1d -> activation:leaky_relu -> matmul -> max_pool1d -> scan:reverse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 64, kernel_size=1, stride=2, padding=0, bias=True)
        self.max_pool1d_3 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = F.leaky_relu(x, negative_slope=0.2)
        x = torch.matmul(x, y1)
        x = self.max_pool1d_3(x)
        x = torch.cumsum(x.flip(2), dim=2).flip(2)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    y1 = torch.randn(2048, 1024)
    return [x, y1]


def get_init_inputs():
    return []
