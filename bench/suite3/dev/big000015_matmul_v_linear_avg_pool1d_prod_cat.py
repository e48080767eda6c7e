# Synthesized by cuagent (bench.synth.compose), seed=15, scale=large.
# ops: matmul_v -> linear -> avg_pool1d -> prod -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(64, 1024, bias=True)
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = self.linear_1(x)
        x = self.avg_pool1d_2(x)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=1, keepdim=True)
        x = torch.cat([x, y2], dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 4096, 64)
    y2 = torch.randn(64, 1, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
