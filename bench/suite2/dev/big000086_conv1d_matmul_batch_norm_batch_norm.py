# Synthesized by cuagent (bench.synth.compose), seed=86, scale=large.
# ops: conv1d -> matmul -> batch_norm -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 64, kernel_size=1, stride=1, padding=0, bias=False)
        self.batch_norm_2 = nn.BatchNorm1d(64)
        self.batch_norm_3 = nn.BatchNorm1d(64)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.matmul(x, y1)
        x = self.batch_norm_2(x)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    y1 = torch.randn(4096, 4096)
    return [x, y1]


def get_init_inputs():
    return []
