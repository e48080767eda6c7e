# Synthesized by cuagent (bench.synth.compose), seed=81, scale=large.
# ops: conv1d -> scan:cumsum -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(4096, 128, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.cumsum(x, dim=2)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y1, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(256, 4096, 1024)
    y1 = torch.randn(256, 128, 1024)
    return [x, y1]


def get_init_inputs():
    return []
