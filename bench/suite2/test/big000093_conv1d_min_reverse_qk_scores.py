# Synthesized by cuagent (bench.synth.compose), seed=93, scale=large.
# ops: conv1d -> reduce:min -> scan:reverse -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 128, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.min(x, dim=2, keepdim=True)[0]
        x = torch.cumsum(x.flip(2), dim=2).flip(2)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 1.0
        return x


def get_inputs():
    x = torch.randn(128, 512, 16384)
    y1 = torch.randn(128, 128, 1)
    return [x, y1]


def get_init_inputs():
    return []
